import { useEffect, useState } from 'react';
import { useHydrated } from '../stores/hydrated.ts';

export type ListDataState<T> =
  { state: 'pending' } | { state: 'empty' } | { state: 'failed' } | { state: 'ready'; data: T };

type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * The favourites and compare pages are the same for every visitor in their HTML (DESIGN 4); after
 * hydration the visitor's stored items are loaded in the browser by `load`, null when the lists
 * are empty. A new `load` (useMemo over the ids) loads again; meanwhile the last answer stays (the
 * pages filter out what was just removed).
 */
export function useListData<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
): ListDataState<T> {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (!hydrated || !load) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setLoaded({ ok: true, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The list could not be loaded', error);
        setLoaded({ ok: false });
      },
    );
    return () => controller.abort();
  }, [hydrated, load]);
  if (!hydrated) return { state: 'pending' };
  if (!load) return { state: 'empty' };
  if (!loaded) return { state: 'pending' };
  return loaded.ok ? { state: 'ready', data: loaded.data } : { state: 'failed' };
}

/** What the favourites and compare pages say when their list could not be loaded. */
export const LIST_FAILED = 'Не удалось загрузить список. Проверьте соединение и обновите страницу.';
