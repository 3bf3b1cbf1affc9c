import { openPanel, useIsOpen } from '../../stores/index.ts';
import { MenuIcon } from '../../ui/icons.tsx';
import { preloadSideMenu } from '../side-menu/side-menu.tsx';
import type { MenuSection } from '../menu/menu-model.ts';
import { HeaderActions } from './header-actions.tsx';
import { useHeaderScroll } from './header-scroll.ts';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { TopBar } from './top-bar.tsx';
import styles from './header.module.css';

export interface HeaderProps {
  /** The main sections, resolved to built pages (layout loader). */
  menu: readonly MenuSection[];
}

/** SPEC 2.11 header: top bar, and the middle bar that sticks from 100 px and hides on the way down. */
export function Header({ menu }: HeaderProps) {
  const scroll = useHeaderScroll();
  const menuOpen = useIsOpen('menu');
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.mainSlot}>
        <div
          className={styles.main}
          data-sticky={scroll.sticky || undefined}
          data-visible={(scroll.sticky && !scroll.hidden) || undefined}
          data-header-main=""
        >
          <div className={styles.mainInner}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Меню"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onPointerEnter={preloadSideMenu}
              onFocus={preloadSideMenu}
              onClick={() => openPanel('menu')}
            >
              <MenuIcon />
            </button>
            <Logo />
            <MainNav sections={menu} />
            <HeaderActions />
          </div>
        </div>
      </div>
    </header>
  );
}
