// Migrates a fresh embedded database and writes only the demo customers, lead subjects and staff
// (no catalogue): enough for the personal-area suite, in a fraction of the full seed's time.
import { createDb } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { seedIdentity } from '../../apps/api/seed/identity.ts';

const client = await createDb({ dataDir: process.env.PGLITE_DIR });
try {
  await migrate(client);
  await seedIdentity(client.db);
} finally {
  await client.close();
}
