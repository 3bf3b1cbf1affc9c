import { Link } from '../../shared/navigation/link.tsx';
import { LISTING_SORTS, listingHref } from '@dealer/domain';
import type { ListingBase, ListingQuery, ListingSort } from '@dealer/domain';
import type { PartStyles } from '../../shared/ui/static-part.tsx';

const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  'new-first': 'По дате поступления',
  'price-asc': 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  'year-desc': 'Сначала новее по году',
  'year-asc': 'Сначала старше по году',
  'mileage-asc': 'С меньшим пробегом',
};

/**
 * Sorting as a disclosure of links: every order is a URL and works before hydration. The listing
 * shows it as a StaticPart, which closes the disclosure when a link in it is followed.
 */
export function SortMenu({
  query,
  base,
  styles,
}: { query: ListingQuery; base: ListingBase } & PartStyles) {
  return (
    <details className={styles.sort}>
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
            >
              {SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
