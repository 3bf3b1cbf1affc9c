import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { BrotliOptions, ZlibOptions } from 'node:zlib';
import type { Compression, Encoding } from './encoding.ts';

/**
 * Levels measured on the site's pages (docs/decisions/0020, 0042, 0045): quick for a first copy,
 * made on the thread that asks (a card of 67 kB: brotli 1 in 0.34 ms, brotli 2, 11 % smaller, in
 * 0.66 ms), best to keep.
 */
export const LEVELS = {
  quick: { br: 1, gzip: 1 },
  best: { br: 11, gzip: 9 },
} as const;
export type Level = keyof typeof LEVELS;
export type Levels = { readonly br: number; readonly gzip: number };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The best-level copies in progress, one after another. */
let polishQueue: Promise<void> = Promise.resolve();

function brotliOptions(quality: number, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function options(encoding: Compression, levels: Levels, size: number): BrotliOptions | ZlibOptions {
  return encoding === 'br' ? brotliOptions(levels.br, size) : { level: levels.gzip };
}

function compressSync(body: Buffer, encoding: Compression, levels: Levels): Buffer {
  const opts = options(encoding, levels, body.length);
  return encoding === 'br' ? brotliCompressSync(body, opts) : gzipSync(body, opts);
}

function compressAsync(body: Buffer, encoding: Compression, levels: Levels): Promise<Buffer> {
  const opts = options(encoding, levels, body.length);
  return encoding === 'br' ? brotliAsync(body, opts) : gzipAsync(body, opts);
}

/**
 * A body and its brotli and gzip copies. A copy is made when first asked, at the quick level, on
 * this thread: handing a page of 60-120 kB to zlib's thread pool cost the web process more CPU
 * than compressing it here (decision 0042). A body worth it gets the best copies once (polish, on
 * the thread pool), each kept only when smaller than the quick one.
 */
export class CompressedCopies {
  readonly identity: Buffer;
  private readonly copies: Partial<Record<Compression, Buffer>> = {};
  private polishing: Promise<void> | undefined;
  private readonly quick: Levels;

  /** `quick`: the levels of a first copy, for bodies better sent a little smaller than pages. */
  constructor(identity: Buffer, quick: Levels = LEVELS.quick) {
    this.identity = identity;
    this.quick = quick;
  }

  /** The body in this encoding; a missing copy is compressed now, on this thread. */
  get(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    return (this.copies[encoding] ??= compressSync(this.identity, encoding, this.quick));
  }

  /** Whether this encoding's copy is made already. */
  has(encoding: Compression): boolean {
    return this.copies[encoding] !== undefined;
  }

  /**
   * Both copies at the best level, made on zlib's thread pool; the first call does the work. One
   * body at a time is polished, so the slow copies never hold up the quick ones in the pool.
   */
  polish(): Promise<void> {
    this.polishing ??= polishQueue = polishQueue.then(async () => {
      for (const encoding of ['br', 'gzip'] as const)
        this.keepSmaller(encoding, await compressAsync(this.identity, encoding, LEVELS.best));
    });
    return this.polishing;
  }

  /** Both copies at the best level now: for bodies read once at start (the built client files). */
  polishSync(): void {
    for (const encoding of ['br', 'gzip'] as const)
      this.keepSmaller(encoding, compressSync(this.identity, encoding, LEVELS.best));
    this.polishing = Promise.resolve();
  }

  private keepSmaller(encoding: Compression, copy: Buffer): void {
    const current = this.copies[encoding];
    if (!current || copy.length < current.length) this.copies[encoding] = copy;
  }
}
