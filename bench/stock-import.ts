import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import sharp from 'sharp';
import { ROOT } from '../scripts/lib/process.ts';
import { avitoFeed, type FeedOptions } from '../apps/api/src/stock-import/fixtures/generate.ts';
import { table } from './lib/stats.ts';

// A 20,000-car Avito feed imported by the CLI into a seeded PGlite of its own, or into the database
// BENCH_DATABASE_URL names on a PostgreSQL server, emptied first (issue 32): wall time and peak RSS of
// the import process, against the same process reading the feed without writing (the baseline,
// measured in the same run, with its memory after each step). A last run imports a feed whose
// photos come from a local host (BENCH_IMPORT_PHOTOS distinct addresses, each car two of them) and
// copies them (decision 0073). Targets: under 60 s and under 300 MB.
const CARS = Number(process.env.BENCH_IMPORT_CARS || 20_000);
const SERVER = process.env.BENCH_DATABASE_URL || '';
const PHOTOS = Number(process.env.BENCH_IMPORT_PHOTOS || 100);
// The flags `npm run import` gives node (decision 0073): PGlite's WebAssembly kept to its baseline
// compiler (V8's optimising tier-up of the PostgreSQL module took about 500 MB while it ran), a
// small young generation, and an old generation collected before it grows past 384 MB (it grew to
// 660 MB of mostly garbage). BENCH_IMPORT_NODE_FLAGS='' measures without them.
const NODE_FLAGS = (
  process.env.BENCH_IMPORT_NODE_FLAGS ??
  '--liftoff-only --max-semi-space-size=4 --max-old-space-size=384'
)
  .split(' ')
  .filter(Boolean);
// The environment `npm run import` gives node: glibc's malloc kept to two arenas, so libvips'
// threads copying the photos do not each grow one of their own (the photo step's rise: ~90 MB
// with the default arenas, ~45 MB with two; decision 0073's addendum).
const IMPORT_ENV = { MALLOC_ARENA_MAX: process.env.BENCH_IMPORT_MALLOC_ARENA_MAX ?? '2' };
const DEALER = 'vektor-china-mkad';
const CLI = join(ROOT, 'apps/api/src/stock-import/cli.ts');

export interface ImportRun {
  name: string;
  seconds: number;
  peakRssMb: number;
  /** The 1-minute load average when the run started. */
  load: number;
  report: string;
}

/**
 * The database BENCH_DATABASE_URL names, emptied for one bench run: its schemas dropped and
 * `public` made anew (the seed migrates it). The bench's own database: every table in it is lost,
 * so the server's shared databases are refused.
 */
async function freshDatabase(serverUrl: string): Promise<string> {
  const name = decodeURIComponent(new URL(serverUrl).pathname.slice(1));
  if (!name || ['postgres', 'root', 'test', 'template0', 'template1'].includes(name))
    throw new Error(`BENCH_DATABASE_URL must name a database of the bench's own, not «${name}»`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('drop schema if exists drizzle cascade');
    await admin.query('drop schema if exists public cascade');
    await admin.query('create schema public');
  } finally {
    await admin.end();
  }
  return serverUrl;
}

/** A local photo host: one 1600×1200 JPEG at every address, the count of requests kept. */
async function startPhotoHost() {
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  let served = 0;
  const server = createServer((_req, res) => {
    served += 1;
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => served,
    close: () => server.close(),
  };
}

function timed(
  args: string[],
  env: Record<string, string>,
): Promise<ImportRun & { out: string; photos: string }> {
  return new Promise((resolve, reject) => {
    // /usr/bin/time reports the child's own peak resident set.
    const child = spawn('/usr/bin/time', ['-f', '%e %M', 'node', ...NODE_FLAGS, ...args], {
      env: { ...process.env, ...IMPORT_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const load = loadavg()[0]!;
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const last = err.trim().split('\n').at(-1) ?? '';
      const [seconds, kb] = last.split(' ').map(Number);
      if (!seconds || !kb) return reject(new Error(`no timing: ${err.slice(-500)}`));
      const photos = /^Feed photos: (.*)$/m.exec(err)?.[1] ?? '';
      resolve({
        name: '',
        seconds,
        peakRssMb: Math.round(kb / 1024),
        load,
        report: '',
        out,
        photos,
      });
    });
  });
}

async function writeFeed(path: string, options: FeedOptions): Promise<number> {
  await pipeline(Readable.from(avitoFeed(options)), createWriteStream(path));
  return statSync(path).size;
}

const countsOf = (out: string) => {
  const report = JSON.parse(out) as { status: string; counts: Record<string, number> };
  const c = report.counts;
  return `${report.status}: +${c.added} ~${c.updated} =${c.unchanged} sold ${c.sold} rejected ${c.rejected}`;
};

export async function benchStockImport(): Promise<{ feedMb: number; runs: ImportRun[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    const env = {
      PGLITE_DIR: join(dir, 'pglite'),
      DATABASE_URL: SERVER ? await freshDatabase(SERVER) : '',
      LEAD_FILES_DIR: join(dir, 'files'),
    };
    // The seeded catalogue: makes, models and dealers (the import matches against them).
    await timed([join(ROOT, 'apps/api/seed/index.ts')], env);
    const first = join(dir, 'first.xml');
    const next = join(dir, 'next.xml');
    const options = { count: CARS, vinPrefix: 'XWB', descriptionLength: 800 };
    const bytes = await writeFeed(first, options);
    // The next day's feed: a third of the cars 50,000 ₽ cheaper, a tenth sold.
    await writeFeed(next, {
      ...options,
      price: ({ n, price }) => (n % 10 === 0 ? null : n % 3 === 0 ? price - 50_000 : price),
    });
    const runs: ImportRun[] = [];
    const baseline = await timed(
      [
        '-e',
        `import('${join(ROOT, 'bench/stock-import-read.ts')}').then((m) => m.readOnly('${first}'))`,
      ],
      env,
    );
    runs.push({ ...baseline, name: 'read and map only (baseline)', report: baseline.out.trim() });
    for (const [name, file] of [
      ['first import (all new)', first],
      ['next import (drops, sold)', next],
      ['same feed again (unchanged)', next],
    ] as const) {
      const run = await timed(
        [CLI, file, '--dealer', DEALER, '--allow-mass-removal', '--skip-photos'],
        env,
      );
      runs.push({ ...run, name, report: countsOf(run.out) });
    }
    // The same cars with photos on a local host: each car's photo addresses change, so every car
    // is updated and its photos copied (PHOTOS × 2 distinct addresses, each fetched once).
    const host = await startPhotoHost();
    try {
      const withPhotos = join(dir, 'photos.xml');
      await writeFeed(withPhotos, {
        ...options,
        price: ({ n, price }) => (n % 10 === 0 ? null : n % 3 === 0 ? price - 50_000 : price),
        photoUrl: (n, i) => `${host.url}/p-${n % PHOTOS}-${i}.jpg`,
      });
      const run = await timed([CLI, withPhotos, '--dealer', DEALER], {
        ...env,
        FEED_PHOTOS_ALLOW_PRIVATE: '1',
      });
      runs.push({
        ...run,
        name: `photos copied (${host.served()} fetched)`,
        report: `${countsOf(run.out)}; photos ${run.photos}`,
      });
    } finally {
      host.close();
    }
    return { feedMb: Math.round(bytes / 1024 / 102.4) / 10, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function stockImportTable(result: { feedMb: number; runs: ImportRun[] }): string {
  return table([
    ['run', 'wall s', 'peak RSS MB', 'load', 'result'],
    ...result.runs.map((r) => [
      r.name,
      r.seconds.toFixed(1),
      r.peakRssMb,
      r.load.toFixed(1),
      r.report,
    ]),
  ]);
}

if (import.meta.main) {
  const result = await benchStockImport();
  const database = SERVER ? `PostgreSQL ${new URL(SERVER).host}` : 'PGlite';
  console.log(
    `\nStock import: ${CARS} cars, ${result.feedMb} MB Avito feed, ${database}, node ${NODE_FLAGS.join(' ')}\n`,
  );
  console.log(stockImportTable(result));
}
