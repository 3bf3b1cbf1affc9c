// What the compare routes load on the server.
export { loadCompare } from './load-compare.server.ts';
