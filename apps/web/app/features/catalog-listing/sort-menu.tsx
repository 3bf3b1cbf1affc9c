import { useRef } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import { LISTING_SORTS, listingHref } from '@dealer/domain';
import type { ListingBase, ListingQuery, ListingSort } from '@dealer/domain';
import styles from './sort-menu.module.css';

const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  'new-first': 'По дате поступления',
  'price-asc': 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  'year-desc': 'Сначала новее по году',
  'year-asc': 'Сначала старше по году',
  'mileage-asc': 'С меньшим пробегом',
};

/** Sorting as a disclosure of links: every order is a URL and works before hydration. */
export function SortMenu({ query, base }: { query: ListingQuery; base: ListingBase }) {
  const menu = useRef<HTMLDetailsElement>(null);
  // The listing keeps this menu across its states, so a followed order closes it here.
  const close = () => menu.current?.removeAttribute('open');
  return (
    <details ref={menu} className={styles.sort}>
      <summary className={styles.sortSummary}>
        <span className={styles.sortLabel}>Сортировка:</span> {SORT_LABELS[query.sort]}
      </summary>
      <ul className={styles.sortList}>
        {LISTING_SORTS.map((sort) => (
          <li key={sort}>
            <Link
              to={listingHref({ ...query, sort, page: 1 }, base)}
              className={styles.sortLink}
              aria-current={sort === query.sort ? 'true' : undefined}
              onClick={close}
            >
              {SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
