export { CompressedCopies, LEVELS } from './compressed-copies.ts';
export type { Level, Levels } from './compressed-copies.ts';
export { pickEncoding } from './encoding.ts';
export type { Compression, Encoding } from './encoding.ts';
