import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '../stores/hydrated.ts';

export type ListDataState<T> = { state: 'pending' } | { state: 'empty' } | { state: 'ready'; data: T };

/**
 * The favourites and compare pages are the same for every visitor in their HTML (DESIGN 4); after
 * hydration the visitor's stored ids go to the page's own loader (`href` carries them), which
 * asks the API. `href` null means the lists are empty: nothing to load.
 */
export function useListData<T>(href: string | null): ListDataState<T> {
  const hydrated = useHydrated();
  // The loader answers plain JSON data, so what arrives is T as the loader returned it.
  const fetcher = useFetcher();
  const { load } = fetcher;
  useEffect(() => {
    if (hydrated && href) void load(href);
  }, [hydrated, href, load]);
  if (!hydrated) return { state: 'pending' };
  if (!href) return { state: 'empty' };
  return fetcher.data === undefined ? { state: 'pending' } : { state: 'ready', data: fetcher.data as T };
}
