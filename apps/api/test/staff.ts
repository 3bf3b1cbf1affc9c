import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords.ts';
import type { DbClient } from '../src/db/client.ts';
import { cities, dealers, holdings, staffAccounts, staffDealers } from '../src/db/schema/index.ts';
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

type DealerSeed = { holdingId: 1 | 2; code: string; name: string };

/** Both holdings, Moscow, and these dealerships of it; answers each dealership's id by its code. */
export async function holdingsWithDealers(
  db: DbClient['db'],
  rows: readonly DealerSeed[],
): Promise<Record<string, number>> {
  await db.insert(holdings).values([
    { id: 1, domain: 'one.example', name: 'Первый' },
    { id: 2, domain: 'two.example', name: 'Второй' },
  ]);
  await db
    .insert(cities)
    .values({ code: 'msk', name: 'Москва', regionWithType: 'г Москва', lat: 55.75, lon: 37.61 });
  const place = { address: 'ул. Тестовая, 1', lat: 55.7, lon: 37.6, workingHours: '10:00-21:00' };
  const made = await db
    .insert(dealers)
    .values(rows.map((row) => ({ ...row, cityCode: 'msk', nameRu: row.name, ...place })))
    .returning({ id: dealers.id, code: dealers.code });
  return Object.fromEntries(made.map((row) => [row.code, row.id]));
}
