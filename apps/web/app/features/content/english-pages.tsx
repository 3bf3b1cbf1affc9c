import { Link } from '../../shared/navigation/link.tsx';
import { ContentBlocks } from '../../shared/ui/content-blocks.tsx';
import type { Publication, StaticPage } from './content-data.ts';
import { formatDateEnglish } from './english-date.ts';
import type { LinkedCard } from './publication-cards.tsx';
import styles from './content.module.css';

/** SPEC 2.10 /en/history and /en/about/compliance: the editors' English text. */
export function EnglishTextPage({ page }: { page: StaticPage }) {
  return (
    <main className={styles.page} lang="en">
      <h1 className={styles.title}>{page.title}</h1>
      <ContentBlocks blocks={page.blocks} className={styles.text} imageClassName={styles.figure} />
    </main>
  );
}

/** SPEC 2.10 /en/news: the news written in English, newest first. */
export function EnglishNewsPage({ items }: { items: readonly LinkedCard[] }) {
  return (
    <main className={styles.page} lang="en">
      <h1 className={styles.title}>News</h1>
      {items.length === 0 ? (
        <p className={styles.empty}>No news yet.</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              <img className={styles.cardImage} src={item.image} alt="" width={400} height={225} />
              <p className={styles.dates}>
                <time dateTime={item.publishedAt}>{formatDateEnglish(item.publishedAt)}</time>
              </p>
              <h2 className={styles.cardTitle}>
                <Link to={item.href} className={styles.cardLink}>
                  {item.title}
                </Link>
              </h2>
              <p className={styles.cardText}>{item.announce}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** SPEC 2.10 /en/news/{id}. */
export function EnglishArticlePage({
  publication,
  listHref,
  jsonLd,
}: {
  publication: Publication;
  listHref: string;
  jsonLd: string;
}) {
  return (
    <main className={styles.page} lang="en">
      <p>
        <Link to={listHref}>All news</Link>
      </p>
      <article className={styles.article}>
        <h1 className={styles.title}>{publication.title}</h1>
        <p className={styles.dates}>
          <time dateTime={publication.publishedAt}>
            {formatDateEnglish(publication.publishedAt)}
          </time>
        </p>
        <img className={styles.hero} src={publication.image} alt="" width={800} height={450} />
        <p className={styles.lead}>{publication.announce}</p>
        <ContentBlocks
          blocks={publication.blocks}
          className={styles.text}
          imageClassName={styles.figure}
        />
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </main>
  );
}
