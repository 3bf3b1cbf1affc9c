import { Link } from '../../shared/navigation/link.tsx';
import type {
  SearchItemGroup,
  SearchItemHit,
  SearchVehicleGroup,
  SearchVehicleHit,
} from '@dealer/contract';
import type { SearchTab } from '@dealer/domain/search/overlay';
import { closePanel, useSite } from '../../shared/stores/index.ts';
import { SearchHitCard } from './search-hit-card.tsx';
import { hitView } from './search-hit-view.ts';
import { groupAllHref } from './search-links.ts';
import styles from './search.module.css';

export interface SearchResultsProps {
  tab: SearchTab;
  group: SearchVehicleGroup | SearchItemGroup;
  /** The page asked for: it moves at once, before its answer arrives, so quick clicks never skip one. */
  page: number;
  onPage: (page: number) => void;
}

/** SPEC 2.14: results grouped (by model or category), each card with photo, title, text and price in ₽. */
export function SearchResults({ tab, group, page: current, onPage }: SearchResultsProps) {
  const { holdingId, city } = useSite();
  const { totalPages } = group.meta.page;
  // Following a result leaves the overlay (SPEC 4: closing clears it).
  const leave = () => closePanel('search');
  return (
    <div className={styles.results}>
      {group.results.map((result) => {
        const all = groupAllHref(holdingId, tab, result);
        return (
          <section key={result.GroupKey} className={styles.group} aria-label={result.GroupKey}>
            <h3 className={styles.groupTitle}>{result.GroupKey}</h3>
            <ul className={styles.cards}>
              {(result.Group as readonly (SearchVehicleHit | SearchItemHit)[]).map((hit) => {
                const view = hitView(holdingId, city, hit);
                return <SearchHitCard key={view.key} hit={view} onFollow={leave} />;
              })}
            </ul>
            {all && (
              <Link
                to={all}
                className={styles.all}
                onClick={leave}
                aria-label={`Смотреть все: ${result.GroupKey}`}
              >
                Смотреть все
              </Link>
            )}
          </section>
        );
      })}
      {totalPages > 1 && (
        <nav className={styles.paging} aria-label="Страницы результатов">
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => onPage(current - 1)}
            disabled={current <= 1}
          >
            Назад
          </button>
          <span className={styles.pageInfo}>
            {current} из {totalPages}
          </span>
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => onPage(current + 1)}
            disabled={current >= totalPages}
          >
            Далее
          </button>
        </nav>
      )}
    </div>
  );
}
