import { NavLink } from '../navigation/link.tsx';
import type { MenuLink } from './menu/menu-model.ts';
import styles from './section-nav.module.css';

/** The own navigation of a section (about, personal area): built pages only, hidden below two. */
export function SectionNav({ label, links }: { label: string; links: readonly MenuLink[] }) {
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
