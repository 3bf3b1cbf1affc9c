// The accessories and parts shop (SPEC 2.6): lists down to three category levels and the item page.
export { StoreItemPage } from './store-item-page.tsx';
export { StoreListPage } from './store-list-page.tsx';
