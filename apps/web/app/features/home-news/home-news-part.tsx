import { formatDateLong } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import type { PartStyles } from '../../shared/ui/static-part.tsx';
import type { HomeNewsData } from './home-news-data.ts';

/** The home page's latest news: date and title as the link, and the way to all of them. */
export function HomeNewsPart({ data, styles }: { data: HomeNewsData } & PartStyles) {
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <h2 id="home-news" className={styles.heading}>
        Новости
      </h2>
      <ul className={styles.list}>
        {data.items.map((item) => (
          <li key={item.href} className={styles.item}>
            <time dateTime={item.publishedAt} className={styles.date}>
              {formatDateLong(item.publishedAt)}
            </time>
            <Link to={item.href} className={styles.link}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={data.allHref} className={styles.all}>
        Все новости
      </Link>
    </section>
  );
}
