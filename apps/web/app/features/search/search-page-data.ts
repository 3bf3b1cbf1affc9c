import type { SearchTab } from '@dealer/domain/search/overlay';
import type { SearchHitView } from './search-hit-view.ts';

/** A group of one page's results (a model, or a store category), as in the overlay. */
export interface SearchGroupView {
  key: string;
  /** «Смотреть все»: the model's listing or the category, when that page is built. */
  allHref: string | null;
  hits: readonly SearchHitView[];
}

export interface SearchTabView {
  tab: SearchTab;
  /** «Каталог 12». */
  label: string;
  href: string;
  current: boolean;
}

/** What the search results page (/search/?q=…) shows: everything the first paint needs. */
export interface SearchPageData {
  /** The page's own address: its search box is a GET form to it. */
  action: string;
  query: string;
  /** The query as the API read it in the other keyboard layout, or null. */
  corrected: string | null;
  tabs: readonly SearchTabView[];
  groups: readonly SearchGroupView[];
  page: number;
  totalPages: number;
  previousHref: string | null;
  nextHref: string | null;
  /** The search could not be made (the API did not answer): the empty texts, not an error page. */
  failed: boolean;
}
