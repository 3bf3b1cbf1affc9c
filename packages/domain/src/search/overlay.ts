// SPEC 2.14 and 4 «Search»: the overlay's tabs, paging and category filter as pure state changes.

/** The three tabs, in the priority order that picks the active one. */
export const SEARCH_TABS = ['vehicles', 'accessories', 'parts'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_TAB_LABELS: Readonly<Record<SearchTab, string>> = {
  vehicles: 'Каталог',
  accessories: 'Аксессуары',
  parts: 'Запчасти',
};

export type SearchPages = Readonly<Record<SearchTab, number>>;
export type SearchTotals = Readonly<Record<SearchTab, number>>;

export interface SearchOverlayState {
  query: string;
  pages: SearchPages;
  /** The checked categories (facet values) of the «Категории» accordion. */
  filter: readonly string[];
  /** The tab the visitor chose; null means the first one with results. */
  tab: SearchTab | null;
}

export const FIRST_PAGES: SearchPages = { vehicles: 1, accessories: 1, parts: 1 };
export const EMPTY_SEARCH: SearchOverlayState = {
  query: '',
  pages: FIRST_PAGES,
  filter: [],
  tab: null,
};

/** A new query resets every page to 1, clears the category filter and the active tab. */
export function withQuery(state: SearchOverlayState, query: string): SearchOverlayState {
  if (query === state.query) return state;
  return { query, pages: FIRST_PAGES, filter: [], tab: null };
}

/** Checking or unchecking a category re-runs the search; the pages stay as they are. */
export function toggleCategory(state: SearchOverlayState, value: string): SearchOverlayState {
  const filter = state.filter.includes(value)
    ? state.filter.filter((v) => v !== value)
    : [...state.filter, value];
  return { ...state, filter };
}

export function withTab(state: SearchOverlayState, tab: SearchTab): SearchOverlayState {
  return { ...state, tab };
}

/** «Назад» and «Далее» of one tab, kept within 1..totalPages. */
export function withPage(
  state: SearchOverlayState,
  tab: SearchTab,
  page: number,
  totalPages: number,
): SearchOverlayState {
  const next = Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
  return { ...state, pages: { ...state.pages, [tab]: next } };
}

/** Tabs without a total are hidden. */
export function visibleTabs(totals: SearchTotals): SearchTab[] {
  return SEARCH_TABS.filter((tab) => totals[tab] > 0);
}

/** The chosen tab while it has results, else the first with results (catalogue, accessories, parts). */
export function activeTab(chosen: SearchTab | null, totals: SearchTotals): SearchTab | null {
  if (chosen && totals[chosen] > 0) return chosen;
  return visibleTabs(totals)[0] ?? null;
}

/** A tab's label: the name plus the total, e.g. «Каталог 12». */
export function tabLabel(tab: SearchTab, total: number): string {
  return `${SEARCH_TAB_LABELS[tab]} ${total}`;
}
