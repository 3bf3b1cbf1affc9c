import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { leadFiles } from '../../schema/index.ts';

type NewLeadFile = Omit<typeof leadFiles.$inferInsert, 'data'> & { storageKey: string };

// The class of the advisory locks below (pg_advisory_xact_lock(class, key)), apart from other locks.
const ROOM_LOCK_CLASS = 28;

/** What one address keeps that no lead has taken: bytes, and when the oldest such file came. */
export async function freeBytesOf(
  db: Db,
  uploaderIp: string,
): Promise<{ bytes: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(${leadFiles.size}), 0)::int`,
      oldest: sql<string | null>`min(${leadFiles.createdAt})`,
    })
    .from(leadFiles)
    .where(and(eq(leadFiles.uploaderIp, uploaderIp), isNull(leadFiles.leadId)));
  return { bytes: row?.bytes ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Records a file unless its address would then keep more than `capBytes` unclaimed; the address's
 * lock makes parallel uploads of one address count each other. Answers the room it found.
 */
export async function insertLeadFileWithin(
  db: Db,
  row: NewLeadFile,
  capBytes: number,
): Promise<{ inserted: boolean; oldest: Date | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ROOM_LOCK_CLASS}, hashtext(${row.uploaderIp}))`,
    );
    const free = await freeBytesOf(tx, row.uploaderIp);
    if (free.bytes + row.size > capBytes) return { inserted: false, oldest: free.oldest };
    await tx.insert(leadFiles).values(row);
    return { inserted: true, oldest: free.oldest };
  });
}

export async function deleteLeadFile(db: Db, id: string): Promise<void> {
  await db.delete(leadFiles).where(eq(leadFiles.id, id));
}

/** Which of these files the holding has and no lead has taken yet. */
export async function freeLeadFileIds(
  db: Db,
  holdingId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: leadFiles.id })
    .from(leadFiles)
    .where(
      and(
        inArray(leadFiles.id, [...ids]),
        eq(leadFiles.holdingId, holdingId),
        isNull(leadFiles.leadId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Gives the lead those of the files still free; answers how many it took. */
export async function takeLeadFiles(
  tx: Db,
  ids: readonly string[],
  leadId: number,
): Promise<number> {
  const taken = await tx
    .update(leadFiles)
    .set({ leadId })
    .where(and(inArray(leadFiles.id, [...ids]), isNull(leadFiles.leadId)))
    .returning({ id: leadFiles.id });
  return taken.length;
}

/**
 * Deletes the records of the files no lead took that were uploaded before `before`, answering
 * their store keys; a lead taking one meanwhile keeps it (the same statement checks lead_id).
 */
export async function deleteUnattachedLeadFiles(db: Db, before: Date): Promise<(string | null)[]> {
  const gone = await db
    .delete(leadFiles)
    .where(and(isNull(leadFiles.leadId), lt(leadFiles.createdAt, before)))
    .returning({ key: leadFiles.storageKey });
  return gone.map((row) => row.key);
}

/** A file of one lead, for the lead desk. */
export async function leadFileOf(db: Db, leadId: number, fileId: string) {
  const [row] = await db
    .select({
      id: leadFiles.id,
      name: leadFiles.name,
      mimeType: leadFiles.mimeType,
      size: leadFiles.size,
      storageKey: leadFiles.storageKey,
    })
    .from(leadFiles)
    .where(and(eq(leadFiles.id, fileId), eq(leadFiles.leadId, leadId)))
    .limit(1);
  return row ?? null;
}

/** The next file whose bytes are still in the database (before migration 0018), oldest first. */
export async function nextLegacyLeadFile(db: Db) {
  const [row] = await db
    .select({ id: leadFiles.id, mimeType: leadFiles.mimeType, data: leadFiles.data })
    .from(leadFiles)
    .where(and(isNull(leadFiles.storageKey), isNotNull(leadFiles.data)))
    .orderBy(asc(leadFiles.createdAt))
    .limit(1);
  return row?.data ? { ...row, data: row.data } : null;
}

/** Points the file at its stored object and lets its bytes in the database go. */
export async function markLeadFileMoved(db: Db, id: string, storageKey: string): Promise<void> {
  await db.update(leadFiles).set({ storageKey, data: null }).where(eq(leadFiles.id, id));
}
