export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those available. */
export function pickEncoding(
  accept: string | undefined,
  hasBr: boolean,
  hasGzip: boolean,
): Encoding {
  if (!accept) return 'identity';
  if (hasBr && /\bbr\b/.test(accept)) return 'br';
  if (hasGzip && /\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}
