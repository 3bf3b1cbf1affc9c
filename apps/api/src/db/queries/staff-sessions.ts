import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { staffSessions } from '../schema/index.ts';

export async function createStaffSession(
  db: Db,
  params: { staffId: number; ip: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: params.staffId,
      ip: params.ip,
      createdAt: params.now,
      expiresAt: params.expiresAt,
    })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned nothing');
  return row.id;
}

// A staff token counts only while its sign-in has not been ended.
export async function isStaffSessionActive(
  db: Db,
  sessionId: string,
  staffId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function revokeStaffSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}
