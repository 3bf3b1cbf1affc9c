import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `reset` while rendering, when the page's path has changed since the last render, and
 * returns the path. A menu closes this way on navigation. An effect on the path would also run
 * once after the menu mounts, and a tap landing before React ran it (a quick visitor, a busy
 * phone) was undone: React applies the effect's reset after the tap's open.
 */
export function useOnNavigate(reset: () => void): string {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    reset();
  }
  return pathname;
}
