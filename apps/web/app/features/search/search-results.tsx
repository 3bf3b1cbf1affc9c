import { Link } from '../../shared/navigation/link.tsx';
import type {
  SearchItemGroup,
  SearchItemHit,
  SearchVehicleGroup,
  SearchVehicleHit,
} from '@dealer/contract';
import { formatRub } from '@dealer/domain';
import type { SearchTab } from '@dealer/domain/search/overlay';
import { closePanel, useSite } from '../../shared/stores/index.ts';
import { groupAllHref, itemHitHref, vehicleHitHref } from './search-links.ts';
import styles from './search.module.css';

export interface SearchResultsProps {
  tab: SearchTab;
  group: SearchVehicleGroup | SearchItemGroup;
  /** The page asked for: it moves at once, before its answer arrives, so quick clicks never skip one. */
  page: number;
  onPage: (page: number) => void;
}

interface CardView {
  key: string;
  href: string | null;
  photo: string | null;
  title: string;
  text: string;
  price: number;
}

function isVehicleHit(hit: SearchVehicleHit | SearchItemHit): hit is SearchVehicleHit {
  return 'filters' in hit;
}

/** SPEC 2.14: results grouped (by model or category), each card with photo, title, text and price in ₽. */
export function SearchResults({ tab, group, page: current, onPage }: SearchResultsProps) {
  const { holdingId } = useSite();
  const view = (hit: SearchVehicleHit | SearchItemHit): CardView =>
    isVehicleHit(hit)
      ? {
          key: hit.Meta.id,
          href: vehicleHitHref(holdingId, hit),
          photo: hit.preview?.source ?? null,
          title: `${hit.mark} ${hit.model}`,
          text: hit.modification,
          price: hit.disprice,
        }
      : {
          key: hit.Meta.id,
          href: itemHitHref(holdingId, hit),
          photo: hit.preview?.source ?? null,
          title: hit.name,
          text: [hit.brand.name_en, hit.part_code].filter(Boolean).join(' · '),
          price: hit.current_disprice,
        };
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
              {(result.Group as readonly (SearchVehicleHit | SearchItemHit)[])
                .map(view)
                .map((card) => (
                  <li key={card.key} className={styles.card}>
                    {card.photo ? (
                      <img
                        src={card.photo}
                        alt=""
                        width={96}
                        height={72}
                        loading="lazy"
                        className={styles.photo}
                      />
                    ) : (
                      <span className={styles.photo} />
                    )}
                    <span className={styles.cardBody}>
                      {card.href ? (
                        <Link to={card.href} className={styles.cardTitle} onClick={leave}>
                          {card.title}
                        </Link>
                      ) : (
                        <span className={styles.cardTitle}>{card.title}</span>
                      )}
                      <span className={styles.cardText}>{card.text}</span>
                      <span className={styles.cardPrice}>{formatRub(card.price)}</span>
                    </span>
                  </li>
                ))}
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
