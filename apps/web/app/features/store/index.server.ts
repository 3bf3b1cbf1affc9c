// What the store routes load on the server.
export { loadStoreItem } from './load-store-item.server.ts';
export { loadStoreList } from './load-store-list.server.ts';
