import { publicationRoutes } from '../publication-routes.ts';

// SPEC 2.3 /blog and /blog/{id}.
export default publicationRoutes('blog', {
  list: 'Статьи блога',
  item: 'Статья блога',
  missing: 'Статья не найдена',
  operation: 'BlogPosts',
});
