import { createReadStream } from 'node:fs';
import { catalogueOf } from '../apps/api/src/stock-import/catalogue.ts';
import { mapAd } from '../apps/api/src/stock-import/mapping.ts';
import { readFeed } from '../apps/api/src/stock-import/read-feed.ts';
import { loadCatalogueRows } from '../apps/api/src/db/queries/stock-import/catalogue.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { createDb } from '../apps/api/src/db/client.ts';

/** The import's baseline: the same process opens the database and reads and maps the feed, writing nothing. */
export async function readOnly(file: string): Promise<void> {
  const env = loadEnv();
  const client = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    const rows = await loadCatalogueRows(client.db);
    const catalogue = catalogueOf(rows.brands, rows.models);
    const now = new Date();
    let mapped = 0;
    await readFeed(createReadStream(file, { highWaterMark: 256 * 1024 }), (ad) => {
      if (mapAd(ad, catalogue, now).car) mapped += 1;
    });
    process.stdout.write(`${mapped} cars mapped`);
  } finally {
    await client.close();
  }
}
