// The client stores of the shell (SPEC 3): import from here.
export { createStore, createPersistedStore, useStore } from './create-store.ts';
export type { Store, Updater } from './create-store.ts';
export * from './vehicle-lists.ts';
export * from './favorites.ts';
export * from './compare.ts';
export * from './basket.ts';
export { syncBasketFromCookie } from './basket-sync.ts';
export * from './ui.ts';
export * from './site.ts';
export * from './city.ts';
export * from './user.ts';
export * from './consent.ts';
export * from './hydrated.ts';
export * from './feedback.ts';
