export { loadStoreIndex, storeVersion, type StoreIndex } from './load.ts';
export { pageOf, panelOf, type IndexScope } from './listing.ts';
export {
  codeRows,
  countPerLeaf,
  hitIds,
  hitRows,
  matchRows,
  phraseRows,
  type IndexPhrase,
} from './search.ts';
export { reloadStoreIndex, storeIndex } from './store.ts';
