import { formatRub } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import type { SearchHitView } from './search-hit-view.ts';
import styles from './search.module.css';

/** SPEC 2.14: a result's card: photo, title, text, the vehicle's facts and the price in ₽. */
export function SearchHitCard({ hit, onFollow }: { hit: SearchHitView; onFollow?: () => void }) {
  return (
    <li className={styles.card}>
      {hit.photo ? (
        <img
          src={hit.photo}
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
        {hit.href ? (
          <Link to={hit.href} className={styles.cardTitle} onClick={onFollow}>
            {hit.title}
          </Link>
        ) : (
          <span className={styles.cardTitle}>{hit.title}</span>
        )}
        <span className={styles.cardText}>{hit.text}</span>
        {hit.facts.length > 0 && <span className={styles.facts}>{hit.facts.join(' · ')}</span>}
        <span className={styles.cardPrice}>{formatRub(hit.price)}</span>
      </span>
    </li>
  );
}
