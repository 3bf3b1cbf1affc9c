import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../navigation/link.tsx';
import { useOnNavigate } from '../../navigation/use-on-navigate.ts';
import { isMenuItemActive } from '@dealer/domain';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { preloadable } from '../../ui/lazy.tsx';
import type { MenuSection } from '../menu/menu-model.ts';
import styles from './header.module.css';

// The mega-menu contents are a separate chunk, fetched on the first hover, focus or click.
const MegaMenu = preloadable(() => import('./mega-menu.tsx'));
const preloadMegaMenu = () => void MegaMenu.preload().catch(() => undefined);

interface ItemProps {
  section: MenuSection;
  active: boolean;
  open: boolean;
  onOpen: (key: string | null) => void;
}

function NavItem({ section, active, open, onOpen }: ItemProps) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const hasPanel = section.children.length > 0;
  const close = (refocus: boolean) => {
    onOpen(null);
    if (refocus) toggle.current?.focus();
  };
  return (
    <li
      className={styles.navItem}
      data-active={active || undefined}
      data-open={open || undefined}
      onMouseEnter={section.hover && hasPanel ? () => onOpen(section.key) : undefined}
      onMouseLeave={open ? () => close(false) : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close(true);
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      {section.href ? (
        <Link
          to={section.href}
          className={styles.navLink}
          aria-current={active ? 'true' : undefined}
        >
          {section.label}
        </Link>
      ) : (
        <span className={styles.navLink}>{section.label}</span>
      )}
      {hasPanel && (
        <button
          ref={toggle}
          type="button"
          className={styles.navToggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={`Разделы: ${section.label}`}
          onFocus={preloadMegaMenu}
          onClick={() => onOpen(open ? null : section.key)}
        >
          <ChevronDownIcon size={16} />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <MegaMenu id={panelId} section={section} />
        </Suspense>
      )}
    </li>
  );
}

/**
 * SPEC 2.11 main navigation: a mega-menu opens on hover (not for «Акции») or by its toggle button,
 * and closes on mouse leave, scroll, Escape (focus back on the toggle), focus leaving, navigation.
 */
export function MainNav({ sections }: { sections: readonly MenuSection[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const pathname = useOnNavigate(() => setOpen(null));
  useEffect(() => {
    if (!open) return;
    const onScroll = () => setOpen(null);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open]);
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Основное меню" className={styles.nav} onPointerEnter={preloadMegaMenu}>
      <ul className={styles.navList}>
        {sections.map((section) => (
          <NavItem
            key={section.key}
            section={section}
            active={isMenuItemActive(section.key, pathname)}
            open={open === section.key}
            onOpen={setOpen}
          />
        ))}
      </ul>
    </nav>
  );
}
