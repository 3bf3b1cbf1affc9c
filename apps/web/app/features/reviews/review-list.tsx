import type { ReviewItem } from './reviews-data.ts';
import styles from './reviews.module.css';

/** Stars as text for the eye, the number for everyone. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.starsLine}>
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
      <span className={styles.ratingText}>Оценка {rating} из 5</span>
    </span>
  );
}

export function ReviewList({ items }: { items: readonly ReviewItem[] }) {
  return (
    <ul className={styles.list} aria-label="Отзывы">
      {items.map((item) => (
        <li key={item.id}>
          <article className={styles.review}>
            <header className={styles.reviewHead}>
              <h3 className={styles.author}>{item.author}</h3>
              <time dateTime={item.isoDate} className={styles.muted}>
                {item.date}
              </time>
            </header>
            <Stars rating={item.rating} />
            {item.about && <p className={styles.muted}>О сотруднике: {item.about}</p>}
            <p className={styles.text}>{item.text}</p>
            {item.answer && (
              <p className={styles.answer}>
                <strong>Ответ дилера:</strong> {item.answer}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
