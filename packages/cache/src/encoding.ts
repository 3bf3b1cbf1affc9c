export type Encoding = 'br' | 'gzip' | 'identity';
export type Compression = Exclude<Encoding, 'identity'>;

/** The best encoding the client accepts: brotli, then gzip, else none (or none when not compressible). */
export function pickEncoding(accept: string | undefined, compressible = true): Encoding {
  if (!accept || !compressible) return 'identity';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}
