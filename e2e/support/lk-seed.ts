// Migrates a fresh embedded database and writes only the demo customers, lead subjects and staff
// (no catalogue): enough for the personal-area suite, in a fraction of the full seed's time. With
// --service it adds the dealers and their service receptions, for the service booking.
import { createDb } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { seedCatalogue } from '../../apps/api/seed/catalog/index.ts';
import { seedIdentity } from '../../apps/api/seed/identity.ts';
import { seedService } from '../../apps/api/seed/service/index.ts';

const client = await createDb({ dataDir: process.env.PGLITE_DIR });
try {
  await migrate(client);
  if (process.argv.includes('--service')) await seedCatalogue(client.db, { vehicles: false });
  await seedIdentity(client.db);
  if (process.argv.includes('--service')) await seedService(client.db);
} finally {
  await client.close();
}
