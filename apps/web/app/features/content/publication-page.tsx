import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { PublicationKind } from '@dealer/contract';
import { ContentBlocks } from '../../shared/ui/content-blocks.tsx';
import type { Publication } from './content-data.ts';
import { KINDS } from './kinds.ts';
import type { PageHead } from './page-head.ts';
import { PublicationCards, type LinkedCard } from './publication-cards.tsx';
import { PublicationDates } from './publication-dates.tsx';
import { SeoText } from './seo-text.tsx';
import { ShareLinks } from './share-links.tsx';
import styles from './content.module.css';

export interface PublicationView {
  kind: PublicationKind;
  head: PageHead;
  publication: Publication;
  url: string;
  listHref: string;
  related: readonly LinkedCard[];
  jsonLd: string;
  now: string;
}

/** SPEC 2.3 /news/{id} and its kin: picture, date, text, video, share links and related items. */
export function PublicationPage({ view }: { view: PublicationView }) {
  const { kind, head, publication, url, listHref, related, jsonLd, now } = view;
  const words = KINDS[kind];
  return (
    <main className={styles.page}>
      <Breadcrumbs
        items={[
          { label: 'Главная', href: '/' },
          { label: words.list, href: listHref },
          { label: publication.title },
        ]}
      />
      <article className={styles.article}>
        <h1 className={styles.title}>{head.h1}</h1>
        <PublicationDates item={publication} now={now} />
        {(publication.brand || publication.dealer) && (
          <p className={styles.muted}>
            {[publication.brand?.name, publication.dealer?.name].filter(Boolean).join(' · ')}
          </p>
        )}
        <img
          className={styles.hero}
          src={publication.image}
          alt={publication.title}
          width={800}
          height={450}
        />
        <p className={styles.lead}>{publication.announce}</p>
        <ContentBlocks
          blocks={publication.blocks}
          className={styles.text}
          imageClassName={styles.figure}
        />
        {publication.videoUrl && (
          <p>
            <a href={publication.videoUrl} rel="noopener" target="_blank">
              Смотреть видео
            </a>
          </p>
        )}
        <ShareLinks url={url} title={publication.title} />
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title" className={styles.subtitle}>
            {words.related}
          </h2>
          <PublicationCards items={related} now={now} level={3} />
        </section>
      )}
      <SeoText text={head.seoText} />
    </main>
  );
}
