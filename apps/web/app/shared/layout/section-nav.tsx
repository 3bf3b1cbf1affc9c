import { NavLink } from 'react-router';
import type { RouteName } from '@dealer/domain';
import { useSite } from '../stores/index.ts';
import { builtHref } from './links.ts';
import styles from './section-nav.module.css';

export interface SectionNavEntry {
  label: string;
  route: RouteName;
}

/** The own navigation of a section (about, personal area): built pages only, hidden below two. */
export function SectionNav({ label, entries }: { label: string; entries: readonly SectionNavEntry[] }) {
  const { holdingId } = useSite();
  const links = entries.flatMap((entry) => {
    const href = builtHref(holdingId, entry.route);
    return href ? [{ label: entry.label, href }] : [];
  });
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
