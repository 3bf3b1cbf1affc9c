import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { ContentBlocks } from '../../shared/ui/content-blocks.tsx';
import type { StaticPage } from './content-data.ts';
import type { PageHead } from './page-head.ts';
import { SeoText } from './seo-text.tsx';
import styles from './content.module.css';

/** An editorial page (about, guaranty, cookie, terms...): heading, the editors' blocks, extras. */
export function StaticPageView({
  page,
  head,
  crumbs,
  children,
}: {
  page: StaticPage;
  head: PageHead;
  crumbs?: readonly BreadcrumbItem[];
  children?: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs ?? [{ label: 'Главная', href: '/' }, { label: head.h1 }]} />
      <h1 className={styles.title}>{head.h1}</h1>
      <ContentBlocks blocks={page.blocks} className={styles.text} imageClassName={styles.figure} />
      {children}
      <SeoText text={head.seoText} />
    </main>
  );
}
