// What the compare route loads on the server.
export { loadCompare } from './load-compare.server.ts';
