import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../stores/hydrated.ts';
import { listCovers, listSearch } from './ids-param.ts';
import type { ListQuery } from './ids-param.ts';
import type { ListAnswer } from './list-answer.ts';

export type ListView<T> =
  | { state: 'pending' }
  | { state: 'empty' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: T };

/**
 * What a list page shows of its loader's answer (`list`) for the visitor's stored lists (`wanted`).
 * The HTML is the same for everyone (pending); after hydration, lists the answer does not cover
 * are asked from the route's own loader by a navigation whose address bar stays as it was (`mask`),
 * so the page's URL, history and analytics see no change. What was removed since the answer is
 * still in it: the page filters it out by the stored ids.
 */
export function useListView<T>(wanted: ListQuery, list: ListAnswer<T> | null): ListView<T> {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const search = listSearch(wanted);
  const covered = list !== null && listCovers(list.query, wanted);
  const asking = hydrated && search !== '' && !covered;
  // Asked once per list: should an answer not cover what was asked, it is not asked again and
  // again. Asked anew when another navigation (a city's) left the page without an answer.
  const asked = useRef('');
  useEffect(() => {
    if (!asking || (asked.current === search && list !== null)) return;
    asked.current = search;
    const { pathname, search: shown, hash } = location.mask ?? location;
    void navigate(
      { pathname: location.pathname, search: `?${search}` },
      { replace: true, mask: { pathname, search: shown, hash } },
    );
  }, [asking, search, list, location, navigate]);

  // Before hydration only a failed answer (a refused or failing hand-made address) is shown.
  if (!hydrated) return list?.state === 'failed' ? list : { state: 'pending' };
  if (search === '') return { state: 'empty' };
  if (!covered || list === null) return { state: 'pending' };
  return list.state === 'ready' ? { state: 'ready', data: list.data } : list;
}
