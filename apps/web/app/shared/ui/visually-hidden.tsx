import type { ElementType, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only, e.g. a count's unit or an icon button's name. */
export function VisuallyHidden({ as: Tag = 'span', children }: { as?: ElementType; children: ReactNode }) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}

/** The class, for elements that need it directly (a skip link that shows on focus uses .focusable). */
export const visuallyHiddenClass = styles.hidden;
export const skipLinkClass = styles.focusable;
