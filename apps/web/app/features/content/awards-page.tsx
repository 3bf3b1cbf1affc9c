import type { Award } from './content-data.ts';
import type { PageHead } from './page-head.ts';
import { SeoText } from './seo-text.tsx';
import styles from './content.module.css';

/** /about/awards: the holding's awards, newest first. */
export function AwardsPage({ awards, head }: { awards: readonly Award[]; head: PageHead }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{head.h1}</h1>
      {awards.length === 0 ? (
        <p className={styles.empty}>Список наград пока пуст.</p>
      ) : (
        <ul className={styles.cards}>
          {awards.map((award) => (
            <li key={award.id} className={styles.card}>
              <img
                className={styles.awardImage}
                src={award.image}
                alt=""
                width={160}
                height={160}
                loading="lazy"
              />
              <p className={styles.dates}>{award.year}</p>
              <h2 className={styles.cardTitle}>{award.title}</h2>
              <p className={styles.muted}>{award.issuer}</p>
              <p className={styles.cardText}>{award.description}</p>
            </li>
          ))}
        </ul>
      )}
      <SeoText text={head.seoText} />
    </main>
  );
}
