import { Link } from '../navigation/link.tsx';
import type { BreadcrumbItem } from './breadcrumbs.tsx';
import type { PartStyles } from './static-part.tsx';

/** The path to the current page: a labelled nav with an ordered list, the last item marked current. */
export function BreadcrumbsList({
  items,
  styles,
}: { items: readonly BreadcrumbItem[] } & PartStyles) {
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
