import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { smsCodes, type SmsCodePurpose } from '../schema/index.ts';

export type CodeCheck =
  | { result: 'ok' }
  | { result: 'missing' | 'expired' | 'exhausted' }
  | { result: 'wrong'; triesLeft: number };

// A new code replaces any earlier one of the same phone and purpose.
export async function createSmsCode(
  db: Db,
  params: {
    phone: string;
    purpose: SmsCodePurpose;
    codeHash: string;
    ip: string;
    now: Date;
    ttlMs: number;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: params.now })
      .where(
        and(
          eq(smsCodes.phone, params.phone),
          eq(smsCodes.purpose, params.purpose),
          isNull(smsCodes.consumedAt),
        ),
      );
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone: params.phone,
        purpose: params.purpose,
        codeHash: params.codeHash,
        ip: params.ip,
        createdAt: params.now,
        expiresAt: new Date(params.now.getTime() + params.ttlMs),
      })
      .returning({ id: smsCodes.id });
    if (!row) throw new Error('sms code insert returned nothing');
    return row.id;
  });
}

// A code the gateway refused never reaches the phone, so it must not be checked against.
export async function withdrawSmsCode(db: Db, id: number, now: Date): Promise<void> {
  await db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, id));
}

// Each check spends a try first (atomically), so parallel guesses cannot exceed the limit.
export async function checkSmsCode(
  db: Db,
  params: {
    phone: string;
    purpose: SmsCodePurpose;
    now: Date;
    maxTries: number;
    matches: (storedHash: string) => boolean;
  },
): Promise<CodeCheck> {
  const [code] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, params.phone),
        eq(smsCodes.purpose, params.purpose),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!code) return { result: 'missing' };
  if (code.expiresAt.getTime() <= params.now.getTime()) return { result: 'expired' };
  const [tried] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, code.id),
        isNull(smsCodes.consumedAt),
        lt(smsCodes.attempts, params.maxTries),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  if (!tried) return { result: 'exhausted' };
  if (!params.matches(code.codeHash)) {
    const triesLeft = params.maxTries - tried.attempts;
    return triesLeft > 0 ? { result: 'wrong', triesLeft } : { result: 'exhausted' };
  }
  const [consumed] = await db
    .update(smsCodes)
    .set({ consumedAt: params.now })
    .where(and(eq(smsCodes.id, code.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return consumed ? { result: 'ok' } : { result: 'missing' };
}
