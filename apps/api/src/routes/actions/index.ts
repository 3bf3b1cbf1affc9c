import { publicationRoutes } from '../publication-routes.ts';

// SPEC 2.3 /actions and /actions/{id}: promotions; ?active=true keeps those running today.
export default publicationRoutes('actions', {
  list: 'Акции',
  item: 'Акция',
  missing: 'Акция не найдена',
  operation: 'Actions',
});
