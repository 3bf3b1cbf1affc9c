import type { ElementType, ReactNode } from 'react';
import { useMatches } from 'react-router';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only, e.g. a count's unit or an icon button's name. */
export function VisuallyHidden({
  as: Tag = 'span',
  children,
}: {
  as?: ElementType;
  children: ReactNode;
}) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}

/** The class, for elements that need it directly (a skip link that shows on focus uses .focusable). */
export const visuallyHiddenClass = styles.hidden;

/**
 * The first stop of the keyboard on every page with a site frame (WCAG 2.4.1): before the app banner
 * and the header, so it is the first Tab whatever the top of the page holds. Lands on #main, the
 * wrapper of the page that every frame renders.
 */
export function SkipLink() {
  const english = useMatches().some((match) => match.id === 'layout-english');
  return (
    <a href="#main" className={styles.focusable} lang={english ? 'en' : undefined}>
      {english ? 'Skip to content' : 'Перейти к содержимому'}
    </a>
  );
}
