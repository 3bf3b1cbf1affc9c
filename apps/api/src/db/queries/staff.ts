import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { staffAccounts, type StaffAccountRow } from '../schema/index.ts';

export async function findStaff(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

export async function findStaffByLogin(
  db: Db,
  login: string,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.login, login.trim().toLowerCase()))
    .limit(1);
  return row;
}
