import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { dealersByCode } from '../db/queries/stock-import/catalogue.ts';
import { createFileStore } from '../files/index.ts';
import { openFeed } from './open-feed.ts';
import { createPhotoQueue, DEFAULT_PHOTO_OPTIONS } from './photos.ts';
import { importFeed, IMPORT_PGLITE_SETTINGS } from './run-import.ts';

const USAGE =
  'npm run import -w apps/api -- FILE|URL --dealer CODE [--holding 1|2] [--allow-mass-removal] [--skip-photos]';

// `npm run import -w apps/api -- FILE|URL --dealer CODE`: imports a feed into the database the
// environment points at and prints the report as JSON. With the embedded PGlite the API must not be
// running on the same folder (staff upload the feed in /reports/import instead). The cars' feed
// photos are copied into the file store after the report is printed (decision 0073); the process
// ends when they are, with a line on stderr (--skip-photos leaves them for the next import).
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dealer: { type: 'string' },
    holding: { type: 'string' },
    'allow-mass-removal': { type: 'boolean', default: false },
    'skip-photos': { type: 'boolean', default: false },
  },
});
const [source] = positionals;
if (!source || !values.dealer) {
  process.stderr.write(`Usage: ${USAGE}\n`);
  process.exit(2);
}

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const seconds = () => Math.round(performance.now() / 100) / 10;
const phases: { phase: string; s: number; peakRssMb: number }[] = [];
let peakRssMbBefore = 0;

const env = loadEnv();
const client = await createDb({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.PGLITE_DIR,
  pgliteSettings: IMPORT_PGLITE_SETTINGS,
});
try {
  await migrate(client);
  phases.push({ phase: 'started', s: seconds(), peakRssMb: peakRssMb() });
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
    const photos = values['skip-photos']
      ? undefined
      : createPhotoQueue(
          client.db,
          createFileStore(env),
          { ...DEFAULT_PHOTO_OPTIONS, allowPrivate: env.FEED_PHOTOS_ALLOW_PRIVATE },
          (error) => {
            process.stderr.write(`Feed photos failed: ${(error as Error).stack ?? ''}\n`);
            process.exitCode = 1;
          },
          // The process's peak before the photos and after them: whether copying them raised it.
          (summary) =>
            process.stderr.write(
              `Feed photos: ${JSON.stringify({ ...summary, peakRssMbBefore, peakRssMbAfter: peakRssMb() })}\n`,
            ),
        );
    const report = await importFeed(client.db, {
      dealer,
      // npm runs the script in apps/api: a relative path is the caller's, which npm keeps in INIT_CWD.
      source: openFeed(
        /^https?:\/\//i.test(source) ? source : path.resolve(process.env.INIT_CWD ?? '.', source),
      ),
      sourceName: source,
      now: () => new Date(),
      allowMassRemoval: values['allow-mass-removal'],
      photos,
      onPhase: (phase) => phases.push({ phase, s: seconds(), peakRssMb: peakRssMb() }),
    });
    // Where the time and the peak went: the feed read and mapped, then written, then the report.
    phases.push({ phase: 'reported', s: seconds(), peakRssMb: peakRssMb() });
    process.stderr.write(`Import phases: ${JSON.stringify(phases)}\n`);
    peakRssMbBefore = peakRssMb();
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    if (report.status === 'refused') process.exitCode = 1;
    await photos?.idle();
  }
} finally {
  await client.close();
}
