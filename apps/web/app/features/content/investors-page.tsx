import { formatDateLong } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import type { MenuLink } from '../../shared/layout/menu/menu-model.ts';
import type { StaticPage } from './content-data.ts';
import type { PageHead } from './page-head.ts';
import { StaticPageView } from './static-page-view.tsx';
import styles from './content.module.css';

export interface InvestorFile {
  id: number;
  title: string;
  publishedOn: string;
  href: string;
  size: string;
}

/** SPEC 2.8 investor pages: the editors' text, the section links and the documents to download. */
export function InvestorsPage({
  page,
  head,
  sections,
  documents,
}: {
  page: StaticPage;
  head: PageHead;
  sections: readonly MenuLink[];
  documents: readonly InvestorFile[];
}) {
  return (
    <StaticPageView page={page} head={head}>
      <nav aria-label="Разделы для инвесторов">
        <ul className={styles.tree}>
          {sections.map((section) => (
            <li key={section.href}>
              <Link to={section.href}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="documents-title">
        <h2 id="documents-title" className={styles.subtitle}>
          Документы
        </h2>
        {documents.length === 0 ? (
          <p className={styles.empty}>Документов пока нет.</p>
        ) : (
          <ul className={styles.documents}>
            {documents.map((doc) => (
              <li key={doc.id}>
                <a href={doc.href} download>
                  {doc.title}
                </a>{' '}
                <span className={styles.muted}>
                  PDF, {doc.size}, {formatDateLong(doc.publishedOn)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StaticPageView>
  );
}
