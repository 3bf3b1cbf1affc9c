import { phoneHref, pluralCount } from '@dealer/domain';
import type { Adviser } from './content-data.ts';
import type { PageHead } from './page-head.ts';
import { SeoText } from './seo-text.tsx';
import styles from './content.module.css';

/** /about/advisers: the advisers of the chosen city's dealerships, grouped by dealership. */
export function AdvisersPage({
  groups,
  head,
  cityName,
}: {
  groups: readonly { dealer: string; advisers: readonly Adviser[] }[];
  head: PageHead;
  cityName: string;
}) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{head.h1}</h1>
      <p className={styles.lead}>Консультанты дилерских центров, {cityName}.</p>
      {groups.length === 0 && <p className={styles.empty}>Список консультантов пока пуст.</p>}
      {groups.map((group) => (
        <section key={group.dealer}>
          <h2 className={styles.subtitle}>{group.dealer}</h2>
          <ul className={styles.people}>
            {group.advisers.map((adviser) => (
              <li key={adviser.id} className={styles.person}>
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
                <div>
                  <h3 className={styles.cardTitle}>
                    {adviser.firstName} {adviser.lastName}
                  </h3>
                  <p className={styles.muted}>
                    {adviser.position}, {adviser.department}
                  </p>
                  {adviser.experienceYears > 0 && (
                    <p className={styles.muted}>
                      Опыт: {pluralCount(adviser.experienceYears, ['год', 'года', 'лет'])}
                    </p>
                  )}
                  <a href={phoneHref(adviser.phone)}>{adviser.phone}</a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <SeoText text={head.seoText} />
    </main>
  );
}
