import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { BrotliOptions, ZlibOptions } from 'node:zlib';
import type { Compression, Encoding } from './encoding.ts';

/** Levels measured on the site's pages (docs/decisions/0020): quick for a first copy, best to keep. */
export const LEVELS = {
  quick: { br: 4, gzip: 6 },
  best: { br: 11, gzip: 9 },
} as const;
export type Level = keyof typeof LEVELS;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(quality: number, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function options(encoding: Compression, level: Level, size: number): BrotliOptions | ZlibOptions {
  return encoding === 'br' ? brotliOptions(LEVELS[level].br, size) : { level: LEVELS[level].gzip };
}

function compressSync(body: Buffer, encoding: Compression, level: Level): Buffer {
  const opts = options(encoding, level, body.length);
  return encoding === 'br' ? brotliCompressSync(body, opts) : gzipSync(body, opts);
}

function compressAsync(body: Buffer, encoding: Compression, level: Level): Promise<Buffer> {
  const opts = options(encoding, level, body.length);
  return encoding === 'br' ? brotliAsync(body, opts) : gzipAsync(body, opts);
}

/**
 * A body and its brotli and gzip copies. A copy is made when first asked, at the quick level; a
 * body worth it gets the best copies once (polish), each kept only when smaller than the quick one.
 */
export class CompressedCopies {
  readonly identity: Buffer;
  private readonly copies: Partial<Record<Compression, Buffer>> = {};
  private readonly pending: Partial<Record<Compression, Promise<Buffer>>> = {};
  private polishing: Promise<void> | undefined;

  constructor(identity: Buffer) {
    this.identity = identity;
  }

  /** The body in this encoding; a missing copy is compressed now, on this thread. */
  get(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    return (this.copies[encoding] ??= compressSync(this.identity, encoding, 'quick'));
  }

  /** The body in this encoding; a missing copy is compressed on zlib's thread pool, once. */
  async getAsync(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return this.identity;
    const ready = this.copies[encoding];
    if (ready) return ready;
    const made = (this.pending[encoding] ??= compressAsync(this.identity, encoding, 'quick'));
    const copy = await made;
    delete this.pending[encoding];
    return (this.copies[encoding] ??= copy);
  }

  /** Whether this encoding's copy is made already. */
  has(encoding: Compression): boolean {
    return this.copies[encoding] !== undefined;
  }

  /** Both copies at the best level, made on zlib's thread pool; the first call does the work. */
  polish(): Promise<void> {
    this.polishing ??= Promise.all(
      (['br', 'gzip'] as const).map(async (encoding) => {
        this.keepSmaller(encoding, await compressAsync(this.identity, encoding, 'best'));
      }),
    ).then(() => undefined);
    return this.polishing;
  }

  /** Both copies at the best level now: for bodies read once at start (the built client files). */
  polishSync(): void {
    for (const encoding of ['br', 'gzip'] as const)
      this.keepSmaller(encoding, compressSync(this.identity, encoding, 'best'));
    this.polishing = Promise.resolve();
  }

  private keepSmaller(encoding: Compression, copy: Buffer): void {
    const current = this.copies[encoding];
    if (!current || copy.length < current.length) this.copies[encoding] = copy;
  }
}
