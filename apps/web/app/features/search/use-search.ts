import { useEffect, useReducer, useState } from 'react';
import type { SearchResponse } from '@dealer/contract';
import { SEARCH_DEBOUNCE_MS } from '@dealer/domain';
import {
  EMPTY_SEARCH,
  SEARCH_TABS,
  toggleCategory,
  withPage,
  withQuery,
  withTab,
} from '@dealer/domain/search/overlay';
import type { SearchOverlayState, SearchTab, SearchTotals } from '@dealer/domain/search/overlay';
import { browserApi } from '../../shared/api/browser.ts';

type Action =
  | { type: 'query'; query: string }
  | { type: 'category'; value: string }
  | { type: 'tab'; tab: SearchTab }
  | { type: 'page'; tab: SearchTab; page: number; totalPages: number };

function reduce(state: SearchOverlayState, action: Action): SearchOverlayState {
  switch (action.type) {
    case 'query':
      return withQuery(state, action.query);
    case 'category':
      return toggleCategory(state, action.value);
    case 'tab':
      return withTab(state, action.tab);
    case 'page':
      return withPage(state, action.tab, action.page, action.totalPages);
  }
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export const NO_TOTALS: SearchTotals = { vehicles: 0, accessories: 0, parts: 0 };

/** The tab totals of an answer: what each tab shows after its category filter. */
export function totalsOf(response: SearchResponse | null): SearchTotals {
  if (!response) return NO_TOTALS;
  return {
    vehicles: response.vehicles.meta.page.total,
    accessories: response.accessories.meta.page.total,
    parts: response.parts.meta.page.total,
  };
}

/**
 * SPEC 4 Search: the typed text reaches the query after 300 ms of quiet; each state change asks
 * /search once (a newer one aborts the older). A failure shows the empty texts (SPEC 8).
 */
export function useSearch(initialText = '') {
  const [text, setText] = useState(initialText);
  const [state, dispatch] = useReducer(reduce, EMPTY_SEARCH);
  const [result, setResult] = useState<{ status: SearchStatus; response: SearchResponse | null }>({
    status: 'idle',
    response: null,
  });

  useEffect(() => {
    const timer = setTimeout(
      () => dispatch({ type: 'query', query: text.trim() }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (state.query === '') {
      setResult({ status: 'idle', response: null });
      return;
    }
    const controller = new AbortController();
    setResult((previous) => ({ status: 'loading', response: previous.response }));
    const query = {
      query: state.query,
      pageVehicles: state.pages.vehicles,
      pageAccessories: state.pages.accessories,
      pageParts: state.pages.parts,
      trli: true,
      trla: true,
      trlali: true,
      filter: state.filter,
    };
    browserApi('GET', '/search', { query, signal: controller.signal }).then(
      (response) => setResult({ status: 'done', response }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Search failed', error);
        setResult({ status: 'failed', response: null });
      },
    );
    return () => controller.abort();
  }, [state]);

  return {
    text,
    setText,
    state,
    status: result.status,
    response: result.response,
    chooseTab: (tab: SearchTab) => dispatch({ type: 'tab', tab }),
    toggleCategory: (value: string) => dispatch({ type: 'category', value }),
    goToPage: (tab: SearchTab, page: number, totalPages: number) =>
      dispatch({ type: 'page', tab, page, totalPages }),
  };
}

export { SEARCH_TABS };
