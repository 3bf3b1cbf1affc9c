import { LEAD_FORMS } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import { loyaltySummary } from '../src/db/queries/loyalty.ts';
import { createTestDb, queryRows, testDbLabel, type TestDb } from '../test/test-db.ts';
import { seedIdentity } from './identity.ts';

describe(`identity seed on ${testDbLabel}`, () => {
  let testDb: TestDb;
  let other: TestDb;
  const now = new Date('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    testDb = await createTestDb();
    other = await createTestDb();
  });
  afterAll(async () => {
    await testDb.close();
    await other.close();
  });

  it('writes demo customers, every lead subject and two staff accounts, once', async () => {
    const db = testDb.client.db;
    expect(await seedIdentity(db, now, {})).toEqual({
      users: 3,
      leadSubjects: LEAD_FORMS.length,
      staff: 2,
    });
    expect(await seedIdentity(db, now, {})).toEqual({ users: 0, leadSubjects: 0, staff: 0 });
  });

  it('gives the first demo customer a garage, orders, insurances and points expiring soon', async () => {
    const [anna] = await queryRows<{ id: number }>(
      testDb.client,
      `select id from users where phone = '79000000001'`,
    );
    const count = async (table: string) =>
      (
        await queryRows<{ n: number }>(
          testDb.client,
          `select count(*)::int as n from ${table} where user_id = ${anna!.id}`,
        )
      )[0]!.n;
    expect(await count('garage_cars')).toBe(2);
    expect(await count('service_orders')).toBe(3);
    expect(await count('insurances')).toBe(2);
    expect(await count('notifications')).toBe(3);
    const loyalty = await loyaltySummary(testDb.client.db, anna!.id, now);
    expect(loyalty).toEqual({
      balance: 3200,
      earlyBonusSumEnd: {
        bonusQtySum: 700,
        dateEnd: new Date(now.getTime() + 12 * 86_400_000).toISOString(),
      },
    });
  });

  it('hashes the staff passwords with scrypt: the demo values unless the environment sets them', async () => {
    const rows = await queryRows<{ login: string; password_hash: string }>(
      testDb.client,
      'select login, password_hash from staff_accounts order by login',
    );
    expect(rows.map((r) => r.login)).toEqual(['admin', 'manager']);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('admin-demo-2026', rows[0]!.password_hash)).toBe(true);
    await seedIdentity(other.client.db, now, { STAFF_ADMIN_PASSWORD: 'from-the-environment' });
    const [admin] = await queryRows<{ password_hash: string }>(
      other.client,
      `select password_hash from staff_accounts where login = 'admin'`,
    );
    expect(await verifyPassword('from-the-environment', admin!.password_hash)).toBe(true);
    expect(await verifyPassword('admin-demo-2026', admin!.password_hash)).toBe(false);
  });
});
