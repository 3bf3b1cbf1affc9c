import { useEffect, useState } from 'react';
import { useHydrated } from '../stores/hydrated.ts';

export type ListDataState<T> = { state: 'pending' } | { state: 'empty' } | { state: 'failed' } | { state: 'ready'; data: T };

type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * The favourites and compare pages are the same for every visitor in their HTML (DESIGN 4); after
 * hydration the visitor's stored ids (`key`, null when the lists are empty) are loaded in the
 * browser. While a changed list loads, the last answer stays (the pages filter out what was just
 * removed). `load` should keep its identity while its inputs do (useCallback).
 */
export function useListData<T>(key: string | null, load: (key: string, signal: AbortSignal) => Promise<T>): ListDataState<T> {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (!hydrated || !key) return;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (data) => setLoaded({ ok: true, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The list could not be loaded', error);
        setLoaded({ ok: false });
      },
    );
    return () => controller.abort();
  }, [hydrated, key, load]);
  if (!hydrated || (key && loaded === null)) return { state: 'pending' };
  if (!key) return { state: 'empty' };
  return loaded?.ok ? { state: 'ready', data: loaded.data } : { state: 'failed' };
}

/** What the favourites and compare pages say when their list could not be loaded. */
export const LIST_FAILED = 'Не удалось загрузить список. Проверьте соединение и обновите страницу.';
