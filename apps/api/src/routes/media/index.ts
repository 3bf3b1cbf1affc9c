import { publicationRoutes } from '../publication-routes.ts';

// SPEC 2.3 /media and /media/{id}: videos and photo reports.
export default publicationRoutes('media', {
  list: 'Медиа: видео и фоторепортажи',
  item: 'Медиа',
  missing: 'Материал не найден',
  operation: 'Media',
});
