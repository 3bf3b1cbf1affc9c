import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFiles } from '../db/schema/index.ts';
import { createDiskStore } from '../files/disk-store.ts';
import { createTestDb, queryRows, testDbLabel, type TestDb } from '../../test/test-db.ts';
import { moveLegacyLeadFiles } from './legacy-files.ts';

// Files uploaded before migration 0018 kept their bytes in the database; the first start after it
// moves them to the store, so no lead loses the file it was sent with.
describe(`lead files from before the file store on ${testDbLabel}`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'legacy-files-'));
  const store = createDiskStore(dir);
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves their bytes to the store once and clears them in the database', async () => {
    const bytes = (n: number) => new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, n]);
    const old = (id: string, n: number) => ({
      id,
      holdingId: 1,
      name: `${id}.pdf`,
      mimeType: 'application/pdf',
      size: 6,
      sha256: 'x',
      data: bytes(n),
      uploaderIp: '192.0.2.1',
    });
    await db.client.db.insert(leadFiles).values([old('a'.repeat(32), 1), old('b'.repeat(32), 2)]);

    expect(await moveLegacyLeadFiles(db.client.db, store)).toBe(2);
    const rows = await queryRows<{ id: string; storage_key: string; data: Uint8Array | null }>(
      db.client,
      'select id, storage_key, data from lead_files order by id',
    );
    expect(rows.map((r) => [r.storage_key, r.data])).toEqual([
      [`aa/${'a'.repeat(32)}`, null],
      [`bb/${'b'.repeat(32)}`, null],
    ]);
    expect(readFileSync(path.join(dir, rows[1]!.storage_key))).toEqual(Buffer.from(bytes(2)));
    expect(await moveLegacyLeadFiles(db.client.db, store)).toBe(0);
  });

  it('refuses a record with neither bytes nor a stored object', async () => {
    await expect(
      db.client.db.insert(leadFiles).values({
        id: 'c'.repeat(32),
        holdingId: 1,
        name: 'c.pdf',
        mimeType: 'application/pdf',
        size: 6,
        sha256: 'x',
        uploaderIp: '192.0.2.1',
      }),
    ).rejects.toThrow();
  });
});
