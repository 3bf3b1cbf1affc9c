// Migrates a fresh embedded database and writes only the demo customers, lead subjects and staff
// (no catalogue): enough for the personal-area suite, in a fraction of the full seed's time. With
// --service it adds the dealers and their service receptions, for the service booking; with
// --store the dealers and a small shop (parts and accessories with stock), for the basket.
import { createDb } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { seedCatalogue } from '../../apps/api/seed/catalog/index.ts';
import { seedIdentity } from '../../apps/api/seed/identity.ts';
import { seedService } from '../../apps/api/seed/service/index.ts';
import { seedStore } from '../../apps/api/seed/store/index.ts';

const client = await createDb({ dataDir: process.env.PGLITE_DIR });
try {
  await migrate(client);
  const store = process.argv.includes('--store');
  if (process.argv.includes('--service') || store)
    await seedCatalogue(client.db, { vehicles: false });
  if (store) await seedStore(client.db, { parts: 600, accessories: 200 });
  await seedIdentity(client.db);
  if (process.argv.includes('--service')) await seedService(client.db);
} finally {
  await client.close();
}
