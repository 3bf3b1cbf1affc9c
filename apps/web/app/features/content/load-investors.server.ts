import type { RouterContextProvider } from 'react-router';
import type { InvestorSection } from '@dealer/contract';
import { apiContext } from '../../shared/api/context.ts';
import { proxiedUrl } from '../../shared/api/url.ts';
import { builtEntries } from '../../shared/layout/shell-loader.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { loadStaticPage } from './load-content.server.ts';
import type { InvestorFile } from './investors-page.tsx';

type Context = Readonly<RouterContextProvider>;

const SECTIONS = [
  { label: 'Финансовая отчётность', route: 'investors-financial-reports' },
  { label: 'Корпоративные документы', route: 'investors-korporativnye-dokumenty' },
  { label: 'Операционные показатели', route: 'investors-operatsionnye-pokazateli' },
  { label: 'Кредитные рейтинги', route: 'investors-reytingi' },
] as const;

const LATEST_ON_INDEX = 5;

/** A file size in Russian units: «12 КБ», «1,4 МБ». */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}

/**
 * /investors and its four sections: the editors' text and the documents (the index shows the latest
 * of every section). A document downloads through the site's /api/v1 proxy.
 */
export async function loadInvestorPage(
  context: Context,
  section: InvestorSection | null,
  url: URL,
) {
  const code = section ? `investors-${section.replace('_', '-')}` : 'investors';
  const [content, list] = await Promise.all([
    loadStaticPage(context, code, url),
    context.get(apiContext).get('/investors/documents', {
      query: section ? { section } : {},
    }),
  ]);
  const { holdingId } = context.get(siteContext);
  const items = list?.items ?? [];
  const documents: InvestorFile[] = (section ? items : items.slice(0, LATEST_ON_INDEX)).map(
    (doc) => ({
      id: doc.id,
      title: doc.title,
      publishedOn: doc.publishedOn,
      size: fileSize(doc.size),
      href: proxiedUrl('/investors/documents/:id/file', { id: doc.id }, { holdingId }),
    }),
  );
  return { ...content, sections: builtEntries(holdingId, SECTIONS), documents };
}
