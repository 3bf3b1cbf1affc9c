// The content pages (SPEC 2.3): about, publications, info pages and the HTML site map.
export { StaticPageView } from './static-page-view.tsx';
export { PublicationListPage } from './publication-list-page.tsx';
export { PublicationPage } from './publication-page.tsx';
export { StaticPublicationPage } from './static-publication-page.tsx';
export { FaqPage } from './faq-page.tsx';
export { AwardsPage } from './awards-page.tsx';
export { AdvisersPage } from './advisers-page.tsx';
export { SiteMapPage } from './site-map-page.tsx';
export { InvestorsPage } from './investors-page.tsx';
export { englishTextMeta, headMeta, listMeta, publicationMeta } from './page-head.ts';
export { EnglishArticlePage, EnglishNewsPage, EnglishTextPage } from './english-pages.tsx';
