import { createReadStream } from 'node:fs';
import { catalogueOf } from '../apps/api/src/stock-import/catalogue.ts';
import { mapAd } from '../apps/api/src/stock-import/mapping.ts';
import { readFeed } from '../apps/api/src/stock-import/read-feed.ts';
import { IMPORT_PGLITE_SETTINGS } from '../apps/api/src/stock-import/run-import.ts';
import { loadCatalogueRows } from '../apps/api/src/db/queries/stock-import/catalogue.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { createDb } from '../apps/api/src/db/client.ts';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The process's memory after a step, on stderr: rss, the JS heap used, and memory outside it. */
function step(name: string, steps: string[]) {
  const m = process.memoryUsage();
  steps.push(`${name}: rss ${mb(m.rss)} heap ${mb(m.heapUsed)} external ${mb(m.external)}`);
}

/**
 * The import's baseline: the same process opens the database and reads and maps the feed, writing
 * nothing and keeping no car (the import spools them to disk, decision 0073's addendum). The memory
 * at each step goes to stdout.
 */
export async function readOnly(file: string): Promise<void> {
  const steps: string[] = [];
  step('modules loaded', steps);
  const env = loadEnv();
  const client = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.PGLITE_DIR,
    pgliteSettings: IMPORT_PGLITE_SETTINGS,
  });
  try {
    step('database open', steps);
    const rows = await loadCatalogueRows(client.db);
    const catalogue = catalogueOf(rows.brands, rows.models);
    step('catalogue loaded', steps);
    const now = new Date();
    let cars = 0;
    await readFeed(createReadStream(file, { highWaterMark: 256 * 1024 }), (ad) => {
      if (mapAd(ad, catalogue, now).car) cars += 1;
    });
    step(`${cars} cars read and mapped`, steps);
    process.stdout.write(steps.join('; '));
  } finally {
    await client.close();
  }
}
