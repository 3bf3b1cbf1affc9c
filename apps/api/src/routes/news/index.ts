import { publicationRoutes } from '../publication-routes.ts';

// SPEC 2.3 /news and /news/{id}.
export default publicationRoutes('news', {
  list: 'Новости',
  item: 'Новость',
  missing: 'Новость не найдена',
  operation: 'News',
});
