import { useMatches } from 'react-router';

/** The staff's desk (layout reports) offers no app and asks no city (decision 0052). */
export function useIsStaffDesk(): boolean {
  return useMatches().some((match) => match.id === 'layout-reports');
}
