// Migrates a fresh embedded database and writes only the demo customers, lead subjects and staff
// (no catalogue): enough for the personal-area suite, in a fraction of the full seed's time. With
// --service it adds the dealers and their service receptions, for the service booking; with
// --bills=FILE the dealers and the demo bills, and FILE gets the bills waiting for payment (JSON);
// with --store the dealers and a small shop (parts and accessories with stock), for the basket.
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createDb } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { seedCatalogue } from '../../apps/api/seed/catalog/index.ts';
import { bills } from '../../apps/api/src/db/schema/index.ts';
import { seedBills } from '../../apps/api/seed/bills.ts';
import { seedIdentity } from '../../apps/api/seed/identity.ts';
import { seedService } from '../../apps/api/seed/service/index.ts';
import { seedStore } from '../../apps/api/seed/store/index.ts';

const billsFile = process.argv.find((arg) => arg.startsWith('--bills='))?.slice('--bills='.length);
const client = await createDb({ dataDir: process.env.PGLITE_DIR });
try {
  await migrate(client);
  const store = process.argv.includes('--store');
  if (process.argv.includes('--service') || billsFile || store)
    await seedCatalogue(client.db, { vehicles: false });
  if (store) await seedStore(client.db, { parts: 600, accessories: 200 });
  if (billsFile) {
    await seedBills(client.db);
    const open = await client.db
      .select({
        code: bills.code,
        number: bills.number,
        amount: bills.amount,
        holdingId: bills.holdingId,
      })
      .from(bills)
      .where(eq(bills.status, 'issued'))
      .orderBy(bills.id);
    writeFileSync(billsFile, JSON.stringify(open));
  }
  await seedIdentity(client.db);
  if (process.argv.includes('--service')) await seedService(client.db);
} finally {
  await client.close();
}
