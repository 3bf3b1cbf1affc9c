import { Suspense, useEffect, useState } from 'react';
import { useIsOpen } from '../../stores/index.ts';
import { preloadable } from '../../ui/lazy.tsx';
import type { MenuSection } from '../menu/menu-model.ts';

// The side menu is a separate chunk: fetched when the burger is hovered, focused or pressed.
const SideMenuPanel = preloadable(() => import('./side-menu-panel.tsx'));

/** Starts fetching the side menu's chunk ahead of the click. */
export function preloadSideMenu(): void {
  SideMenuPanel.preload().catch(() => undefined);
}

/** SPEC 2.12 side menu, open while the ui store's 'menu' panel is (openPanel('menu')). */
export function SideMenu({ menu }: { menu: readonly MenuSection[] }) {
  const open = useIsOpen('menu');
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  if (!open && !used) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuPanel open={open} menu={menu} />
    </Suspense>
  );
}
