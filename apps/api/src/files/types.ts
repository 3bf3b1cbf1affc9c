import type { Readable } from 'node:stream';

/**
 * Where the bytes of lead files live (decision 0047): outside the database, so a 10 MB upload never
 * goes through PGlite on the request path. The database keeps each file's metadata and its key.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Where uploads are written while they arrive: a folder on this machine in either case. */
  readonly spoolDir: string;
  /** The key an object of this file id is stored under. */
  keyFor(id: string): string;
  /** Moves a complete spool file into the store under key; the spool file is gone afterwards. */
  put(key: string, spoolPath: string, meta: { size: number; contentType: string }): Promise<void>;
  /** The stored bytes, or null when nothing is stored under key. */
  get(key: string): Promise<Readable | null>;
  /** Deletes the objects; one already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

// Keys are made by keyFor from random hex ids; anything else never reaches a path or a request.
export const STORE_KEY = /^[\w-]+(\/[\w-]+)*$/;

export function checkedKey(key: string): string {
  if (!STORE_KEY.test(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
  return key;
}
