import type { HoldingId, StaffMember } from '@dealer/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dealers, staffAccounts, staffDealers } from '../schema/index.ts';

// Staff accounts of one holding as the back office lists them, with a manager's dealerships.
export async function staffOfHolding(
  db: Db,
  holdingId: HoldingId,
  id?: number,
): Promise<StaffMember[]> {
  const where = id
    ? and(eq(staffAccounts.holdingId, holdingId), eq(staffAccounts.id, id))
    : eq(staffAccounts.holdingId, holdingId);
  const accounts = await db
    .select()
    .from(staffAccounts)
    .where(where)
    .orderBy(asc(staffAccounts.disabledAt), asc(staffAccounts.name), asc(staffAccounts.id));
  if (accounts.length === 0) return [];
  const links = await db
    .select({ staffId: staffDealers.staffId, id: dealers.id, name: dealers.name })
    .from(staffDealers)
    .innerJoin(dealers, eq(dealers.id, staffDealers.dealerId))
    .where(
      inArray(
        staffDealers.staffId,
        accounts.map((a) => a.id),
      ),
    )
    .orderBy(asc(dealers.sort), asc(dealers.name));
  return accounts.map((a) => ({
    id: a.id,
    login: a.login,
    name: a.name,
    role: a.role,
    holdingId: a.holdingId,
    dealers: links
      .filter((l) => l.staffId === a.id)
      .map(({ id: dealerId, name }) => ({ id: dealerId, name })),
    createdAt: a.createdAt.toISOString(),
    disabledAt: a.disabledAt?.toISOString() ?? null,
  }));
}

/** Which of these dealerships are the holding's; the rest are refused by the caller. */
export async function holdingDealerIds(
  db: Db,
  holdingId: HoldingId,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.holdingId, holdingId), inArray(dealers.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** A new account of the holding; answers its id. */
export async function insertStaff(
  db: Db,
  values: {
    login: string;
    name: string;
    role: 'admin' | 'manager';
    holdingId: HoldingId;
    passwordHash: string;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(staffAccounts).values(values).returning({ id: staffAccounts.id });
  if (!row) throw new Error('staff insert returned nothing');
  return row.id;
}

/** The name, role and disabled time of an account; undefined fields stay. */
export async function updateStaff(
  db: Db,
  id: number,
  patch: {
    name?: string | undefined;
    role: 'admin' | 'manager';
    disabledAt?: Date | null | undefined;
  },
) {
  await db
    .update(staffAccounts)
    .set({
      role: patch.role,
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.disabledAt !== undefined && { disabledAt: patch.disabledAt }),
    })
    .where(eq(staffAccounts.id, id));
}

/** A manager's dealerships replaced as a whole. */
export async function setStaffDealers(db: Db, staffId: number, ids: readonly number[]) {
  await db.delete(staffDealers).where(eq(staffDealers.staffId, staffId));
  if (ids.length > 0)
    await db.insert(staffDealers).values(ids.map((dealerId) => ({ staffId, dealerId })));
}

// What the audit log keeps of an account: never its password.
export function auditedStaff(member: StaffMember): Record<string, unknown> {
  return {
    login: member.login,
    name: member.name,
    role: member.role,
    dealers: member.dealers.map((d) => d.name),
    disabled: member.disabledAt !== null,
  };
}
