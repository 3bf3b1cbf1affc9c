// What the route modules may use of the content pages on the server: their loaders.
export { loadStaticPage, notFound } from './load-content.server.ts';
export { loadPublicationList, loadPublicationPage } from './load-publications.server.ts';
export { loadAdvisers, loadAwards, loadFaq, loadSiteMap } from './load-pages.server.ts';
export { loadInvestorPage } from './load-investors.server.ts';
export { loadEnglishArticle, loadEnglishNews, loadEnglishText } from './load-english.server.ts';
