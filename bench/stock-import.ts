import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ROOT } from '../scripts/lib/process.ts';
import { avitoFeed, type FeedOptions } from '../apps/api/src/stock-import/fixtures/generate.ts';
import { table } from './lib/stats.ts';

// A 20,000-car Avito feed imported by the CLI into a seeded PGlite of its own (issue 32): wall time
// and peak RSS of the import process, against the same process reading the feed without the
// database (the baseline, measured in the same run). Targets: under 60 s and under 300 MB.
const CARS = Number(process.env.BENCH_IMPORT_CARS || 20_000);
const DEALER = 'vektor-china-mkad';
const CLI = join(ROOT, 'apps/api/src/stock-import/cli.ts');

export interface ImportRun {
  name: string;
  seconds: number;
  peakRssMb: number;
  report: string;
}

function timed(args: string[], env: Record<string, string>): Promise<ImportRun & { out: string }> {
  return new Promise((resolve, reject) => {
    // /usr/bin/time reports the child's own peak resident set.
    const child = spawn('/usr/bin/time', ['-f', '%e %M', 'node', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const last = err.trim().split('\n').at(-1) ?? '';
      const [seconds, kb] = last.split(' ').map(Number);
      if (!seconds || !kb) return reject(new Error(`no timing: ${err.slice(-500)}`));
      resolve({ name: '', seconds, peakRssMb: Math.round(kb / 1024), report: '', out });
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
    const pglite = join(dir, 'pglite');
    const env = { PGLITE_DIR: pglite, DATABASE_URL: '' };
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
      const run = await timed([CLI, file, '--dealer', DEALER, '--allow-mass-removal'], env);
      runs.push({ ...run, name, report: countsOf(run.out) });
    }
    return { feedMb: Math.round(bytes / 1024 / 102.4) / 10, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function stockImportTable(result: { feedMb: number; runs: ImportRun[] }): string {
  return table([
    ['run', 'wall s', 'peak RSS MB', 'result'],
    ...result.runs.map((r) => [r.name, r.seconds.toFixed(1), r.peakRssMb, r.report]),
  ]);
}

if (import.meta.main) {
  const result = await benchStockImport();
  console.log(`\nStock import: ${CARS} cars, ${result.feedMb} MB Avito feed, PGlite\n`);
  console.log(stockImportTable(result));
}
