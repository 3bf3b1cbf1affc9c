import { Link } from '../../shared/navigation/link.tsx';
import { listingHref } from '@dealer/domain';
import type { ListingBase, ListingQuery } from '@dealer/domain';
import styles from './listing-page.module.css';

const CONDITION_LABELS = { '': 'Все', new: 'Новые', used: 'С пробегом' } as const;

/** All, new and used of the same listing: three links, the current one marked (none where an embed fixes it). */
export function ConditionTabs({ query, base }: { query: ListingQuery; base: ListingBase }) {
  if (base.embed?.condition) return null;
  return (
    <nav aria-label="Состояние" className={styles.tabs}>
      {(['', 'new', 'used'] as const).map((condition) => {
        const next: ListingQuery = { ...query, page: 1 };
        if (condition) next.condition = condition;
        else delete next.condition;
        const current = (query.condition ?? '') === condition;
        return (
          <Link
            key={condition}
            to={listingHref(next, base)}
            className={styles.tab}
            aria-current={current ? 'page' : undefined}
          >
            {CONDITION_LABELS[condition]}
          </Link>
        );
      })}
    </nav>
  );
}
