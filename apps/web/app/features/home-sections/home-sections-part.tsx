import { Link } from '../../shared/navigation/link.tsx';
import type { ClassMap } from '../../shared/ui/static-part.tsx';
import type { HomeSectionsData } from './home-sections-data.ts';

/**
 * The home page below its catalogue: the latest news (title as the link, the date, and the way to
 * all of them), why this holding, and the areas built. The classes are the home page's own.
 */
export function HomeSectionsPart({ data, styles }: { data: HomeSectionsData; styles: ClassMap }) {
  const { news } = data;
  return (
    <>
      {news.items.length > 0 && (
        <section className={styles.section} aria-labelledby="home-news">
          <h2 id="home-news" className={styles.sectionTitle}>
            Новости
          </h2>
          <ul className={styles.grid}>
            {news.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={styles.card}>
                  <span className={styles.cardTitle}>{item.title}</span>
                  <time dateTime={item.publishedAt} className={styles.cardText}>
                    {item.date}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={news.allHref}>Все новости</Link>
          </p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="home-why">
        <h2 id="home-why" className={styles.sectionTitle}>
          Почему выбирают {data.holdingName}
        </h2>
        <ul className={styles.points}>
          {data.points.map((point) => (
            <li key={point.title} className={styles.point}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {data.areas.length > 0 && (
        <section className={styles.section} aria-labelledby="home-areas">
          <h2 id="home-areas" className={styles.sectionTitle}>
            Что мы предлагаем
          </h2>
          <ul className={styles.grid}>
            {data.areas.map((area) => (
              <li key={area.href}>
                <Link to={area.href} className={styles.card}>
                  <span className={styles.cardTitle}>{area.label}</span>
                  <span className={styles.cardText}>{area.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
