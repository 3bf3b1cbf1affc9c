// The accessories and parts shop (SPEC 2.6): lists down to three category levels and the item page.
export { StoreItemPage } from './store-item-page.tsx';
export { StoreListPage } from './store-list-page.tsx';
export { BasketPage } from './basket-page.tsx';
export { CheckoutPage } from './checkout-page.tsx';
export { OrderSummary } from './order-summary.tsx';
export type { BasketActionData } from './basket-action.server.ts';
