import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { dealersByCode } from '../db/queries/stock-import/catalogue.ts';
import { openFeed } from './open-feed.ts';
import { importFeed } from './run-import.ts';

const USAGE =
  'npm run import -w apps/api -- FILE|URL --dealer CODE [--holding 1|2] [--allow-mass-removal]';

// `npm run import -w apps/api -- FILE|URL --dealer CODE`: imports a feed into the database the
// environment points at and prints the report as JSON. With the embedded PGlite the API must not be
// running on the same folder (staff upload the feed in /reports/import instead).
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dealer: { type: 'string' },
    holding: { type: 'string' },
    'allow-mass-removal': { type: 'boolean', default: false },
  },
});
const [source] = positionals;
if (!source || !values.dealer) {
  process.stderr.write(`Usage: ${USAGE}\n`);
  process.exit(2);
}

const env = loadEnv();
const client = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
try {
  await migrate(client);
  const found = (await dealersByCode(client.db, values.dealer)).filter(
    (d) => !values.holding || String(d.holdingId) === values.holding,
  );
  const [dealer] = found;
  if (!dealer || found.length > 1) {
    process.stderr.write(
      found.length > 1
        ? `Dealer ${values.dealer} exists in both holdings: add --holding 1 or 2.\n`
        : `No dealer with code ${values.dealer}.\n`,
    );
    process.exitCode = 2;
  } else {
    const report = await importFeed(client.db, {
      dealer,
      // npm runs the script in apps/api: a relative path is the caller's, which npm keeps in INIT_CWD.
      source: openFeed(
        /^https?:\/\//i.test(source) ? source : path.resolve(process.env.INIT_CWD ?? '.', source),
      ),
      sourceName: source,
      now: () => new Date(),
      allowMassRemoval: values['allow-mass-removal'],
    });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    if (report.status === 'refused') process.exitCode = 1;
  }
} finally {
  await client.close();
}
