import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markLeadFileMoved, nextLegacyLeadFile } from '../db/queries/leads/files.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/types.ts';

/**
 * Before migration 0018 the bytes of lead files were kept in the database. At start, before the
 * first request, each such file is written to the store and its bytes in the database cleared, one
 * at a time; a crash between the two leaves the bytes where they were, to be moved next start.
 * Answers how many were moved.
 */
export async function moveLegacyLeadFiles(db: Db, store: FileStore): Promise<number> {
  let moved = 0;
  for (let file = await nextLegacyLeadFile(db); file; file = await nextLegacyLeadFile(db)) {
    await mkdir(store.spoolDir, { recursive: true });
    const spool = path.join(store.spoolDir, `${file.id}.legacy`);
    try {
      await writeFile(spool, file.data);
      const key = store.keyFor(file.id);
      await store.put(key, spool, { size: file.data.length, contentType: file.mimeType });
      await markLeadFileMoved(db, file.id, key);
      moved += 1;
    } finally {
      await rm(spool, { force: true });
    }
  }
  return moved;
}
