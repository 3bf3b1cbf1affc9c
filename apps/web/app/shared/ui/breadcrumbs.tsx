import { Link } from '../navigation/link.tsx';
import ownStyles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the current page (the last item). */
  href?: string;
}

/**
 * The path to the current page: a labelled nav with an ordered list, the last item marked current.
 * A static part hands over a CSS module that composes these classes, so they come with its page.
 */
export function Breadcrumbs({
  items,
  styles = ownStyles,
}: {
  items: readonly BreadcrumbItem[];
  styles?: Readonly<Record<string, string>>;
}) {
  return (
    <nav aria-label="Хлебные крошки" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.href && !current ? (
                <Link to={item.href} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
