import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and during hydration, true afterwards: for what only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
