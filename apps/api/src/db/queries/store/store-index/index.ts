export { loadStoreIndex, storeVersion, type StoreIndex } from './load.ts';
export { pageOf, panelOf, type IndexScope } from './listing.ts';
export { countPerLeaf, hitIds, matchRows } from './search.ts';
export { reloadStoreIndex, storeIndex } from './store.ts';
