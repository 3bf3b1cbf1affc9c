// What the store routes load on the server.
export { loadStoreItem } from './load-store-item.server.ts';
export { loadStoreList } from './load-store-list.server.ts';
export { basketMirror, readBasket } from './basket.server.ts';
export { handleBasketAction } from './basket-action.server.ts';
export { afterOrder, loadOrdering } from './ordering.server.ts';
