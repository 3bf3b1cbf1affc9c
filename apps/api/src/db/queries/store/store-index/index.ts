export { loadStoreIndex, storeVersion, type StoreIndex } from './load.ts';
export { pageOf, panelOf, type IndexScope } from './listing.ts';
export { codeRows, countPerLeaf, hitIds, matchRows } from './search.ts';
export { reloadStoreIndex, storeIndex } from './store.ts';
