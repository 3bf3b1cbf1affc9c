import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, type FileStore } from './types.ts';

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Files in a folder (by default under the data folder, beside PGlite's). The spool folder is inside
 * it, so a finished upload is moved in by a rename on the same disk, never copied.
 */
export function createDiskStore(dir: string): FileStore {
  const root = path.resolve(dir);
  // Two hex digits of the id as a subfolder keep any one folder small.
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'disk',
    spoolDir: path.join(root, '.incoming'),
    keyFor: (id) => `${id.slice(0, 2)}/${id}`,
    async put(key, spoolPath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(spoolPath, target);
    },
    async get(key): Promise<Readable | null> {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
    },
  };
}
