import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { authSessions, refreshTokens } from '../schema/index.ts';

export async function createSession(
  db: Db,
  params: { userId: number; ip: string; userAgent: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(authSessions)
    .values({
      userId: params.userId,
      ip: params.ip,
      userAgent: params.userAgent.slice(0, 500),
      createdAt: params.now,
    })
    .returning({ id: authSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

export async function recordRefreshToken(
  db: Db,
  params: { id: string; sessionId: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(params);
}

// The session of a user that has not been revoked; what every Bearer check asks.
export async function isSessionActive(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(
  db: Db,
  sessionId: string,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export type Rotation =
  | { outcome: 'rotated' | 'repeated'; successorId: string; issuedAt: Date }
  | { outcome: 'reused' | 'revoked' | 'unknown' };

// Marks a refresh token used and records its successor in one step. Used again within the grace
// window (two tabs refreshing at once), it names the same successor, issued at the same moment,
// so both get the same pair; later, or of a revoked session, it is refused, and a late reuse
// revokes the whole family: someone holds a copy of a token that was already rotated.
export async function spendRefreshToken(
  db: Db,
  params: {
    tokenId: string;
    sessionId: string;
    userId: number;
    now: Date;
    graceMs: number;
    successor: { id: string; expiresAt: Date };
  },
): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .select({
        usedAt: refreshTokens.usedAt,
        replacedBy: refreshTokens.replacedBy,
        revokedAt: authSessions.revokedAt,
        userId: authSessions.userId,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(
        and(eq(refreshTokens.id, params.tokenId), eq(refreshTokens.sessionId, params.sessionId)),
      )
      .for('update')
      .limit(1);
    if (!token || token.userId !== params.userId) return { outcome: 'unknown' };
    if (token.revokedAt) return { outcome: 'revoked' };
    if (!token.usedAt) {
      await tx.insert(refreshTokens).values({
        id: params.successor.id,
        sessionId: params.sessionId,
        issuedAt: params.now,
        expiresAt: params.successor.expiresAt,
      });
      await tx
        .update(refreshTokens)
        .set({ usedAt: params.now, replacedBy: params.successor.id })
        .where(eq(refreshTokens.id, params.tokenId));
      return { outcome: 'rotated', successorId: params.successor.id, issuedAt: params.now };
    }
    const age = params.now.getTime() - token.usedAt.getTime();
    if (token.replacedBy && age >= 0 && age <= params.graceMs)
      return { outcome: 'repeated', successorId: token.replacedBy, issuedAt: token.usedAt };
    await tx
      .update(authSessions)
      .set({ revokedAt: params.now, revokeReason: 'refresh token reused' })
      .where(eq(authSessions.id, params.sessionId));
    return { outcome: 'reused' };
  });
}
