import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { leadFiles } from '../../schema/index.ts';

export async function insertLeadFile(db: Db, row: typeof leadFiles.$inferInsert): Promise<void> {
  await db.insert(leadFiles).values(row);
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

/** Deletes the files no lead took that were uploaded before `before`; answers how many went. */
export async function deleteUnattachedLeadFiles(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(leadFiles)
    .where(and(isNull(leadFiles.leadId), lt(leadFiles.createdAt, before)))
    .returning({ id: leadFiles.id });
  return gone.length;
}
