import { Link } from '../../shared/navigation/link.tsx';
import type { AdviserCard } from './load-dealer.server.ts';
import styles from './contacts.module.css';

/** Advisers as cards: photo, name linking to their page, and position. */
export function AdviserList({ advisers }: { advisers: readonly AdviserCard[] }) {
  return (
    <ul className={styles.people}>
      {advisers.map((adviser) => (
        <li key={adviser.code} className={styles.card}>
          {adviser.photo && (
            <img
              className={styles.photo}
              src={adviser.photo}
              alt=""
              width={96}
              height={96}
              loading="lazy"
            />
          )}
          <h3 className={styles.cardTitle}>
            {adviser.href ? <Link to={adviser.href}>{adviser.name}</Link> : adviser.name}
          </h3>
          <p className={styles.line}>{adviser.position}</p>
        </li>
      ))}
    </ul>
  );
}
