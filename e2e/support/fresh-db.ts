// A fresh embedded database for a suite's own API, in PGLITE_DIR: a copy of the migrated snapshot
// the API tests use (decision 0034: no initdb, no migrations here). With --identity it also gets
// the demo customers, lead subjects and staff only (no catalogue): enough for the personal area.
import { migratedPgliteAt } from '../../apps/api/test/seeded-db.ts';
import { seedIdentity } from '../../apps/api/seed/identity.ts';

const testDb = await migratedPgliteAt(process.env.PGLITE_DIR!);
try {
  if (process.argv.includes('--identity')) await seedIdentity(testDb.client.db);
} finally {
  await testDb.close();
}
