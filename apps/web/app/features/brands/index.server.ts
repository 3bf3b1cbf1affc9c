// What the route modules may use of the brand pages on the server: their loaders and views.
export {
  linkedBrands,
  listCrumbs,
  brandView,
  modelView,
  seriesView,
  topicView,
} from './brand-view.server.ts';
export {
  loadBrand,
  loadBrandList,
  loadModel,
  loadSeries,
  loadTopicText,
} from './load-brands.server.ts';
