import { Link } from '../../shared/navigation/link.tsx';
import type { PublicationCard } from './content-data.ts';
import { PublicationDates } from './publication-dates.tsx';
import styles from './content.module.css';

export type LinkedCard = PublicationCard & { href: string };

/** A grid of publication cards: picture, date, title as the link, announce. */
export function PublicationCards({
  items,
  now,
  level = 2,
}: {
  items: readonly LinkedCard[];
  now: string;
  level?: 2 | 3;
}) {
  const Heading = `h${level}` as const;
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <img
            className={styles.cardImage}
            src={item.image}
            alt=""
            width={400}
            height={225}
            loading="lazy"
          />
          <PublicationDates item={item} now={now} />
          <Heading className={styles.cardTitle}>
            <Link to={item.href} className={styles.cardLink}>
              {item.title}
            </Link>
          </Heading>
          <p className={styles.cardText}>{item.announce}</p>
        </li>
      ))}
    </ul>
  );
}
