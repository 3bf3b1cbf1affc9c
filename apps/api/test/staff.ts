import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords.ts';
import type { DbClient } from '../src/db/client.ts';
import { staffAccounts, staffDealers } from '../src/db/schema/index.ts';
import { freshIp } from './identity.ts';

export type StaffAccount = {
  login: string;
  role: 'admin' | 'manager';
  // null: every holding (an administrator of the group).
  holdingId: 1 | 2 | null;
  // The dealerships a manager answers for.
  dealerIds?: readonly number[];
};

/** A staff account signed in through POST /reports/auth/login; answers its token. */
export async function staffToken(
  t: { app: FastifyInstance; client: DbClient },
  account: StaffAccount,
): Promise<string> {
  const password = `${account.login}-pass-1`;
  const [row] = await t.client.db
    .insert(staffAccounts)
    .values({
      login: account.login,
      name: `Сотрудник ${account.login}`,
      role: account.role,
      holdingId: account.holdingId,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: staffAccounts.id });
  if (account.dealerIds?.length)
    await t.client.db
      .insert(staffDealers)
      .values(account.dealerIds.map((dealerId) => ({ staffId: row!.id, dealerId })));
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/reports/auth/login?holdingId=1',
    payload: { login: account.login, password },
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (res.statusCode !== 200) throw new Error(`staff login ${res.statusCode}: ${res.body}`);
  return res.json().token as string;
}
