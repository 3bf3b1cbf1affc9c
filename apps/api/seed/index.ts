import { loadEnv } from '../src/config/env.ts';
import { createDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedCatalogueAreas, type CatalogueAreasReport } from './catalog-and-content.ts';
import { seedIdentity, type IdentitySeedReport } from './identity.ts';
import { seedPeople } from './people.ts';
import { seedRedirects } from './redirects.ts';
import { seedService, type ServiceSeedReport } from './service/index.ts';
import { seedReportsDemo, type ReportsSeedReport } from './reports-demo.ts';
import { seedStore, type StoreSeedReport } from './store/index.ts';

// Rows inserted per area; zero means the area was already seeded.
export type SeedReport = { redirects: number; people: number } & CatalogueAreasReport &
  IdentitySeedReport &
  StoreSeedReport &
  ServiceSeedReport &
  ReportsSeedReport;

// The deterministic demo data; safe to run on every start.
export async function seed(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => ({
    redirects: await seedRedirects(tx),
    ...(await seedCatalogueAreas(tx)),
    // After the catalogue: stock is kept at its dealers, the search vocabulary knows its makes.
    ...(await seedStore(tx)),
    // After the catalogue: the demo favourites point at its vehicles.
    ...(await seedIdentity(tx)),
    // After the catalogue: receptions belong to its dealers' service departments.
    ...(await seedService(tx)),
    ...(await seedReportsDemo(tx)),
    // After the content: the staff profiles name some of its business cards.
    people: await seedPeople(tx),
  }));
}

// `node apps/api/seed/index.ts` (npm run seed): migrate, then seed the database the environment points at.
if (import.meta.main) {
  const env = loadEnv();
  const client = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    await migrate(client);
    const report = await seed(client.db);
    process.stdout.write(`Seed done (${client.kind}): ${JSON.stringify(report)}\n`);
  } finally {
    await client.close();
  }
}
