import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from '../scripts/lib/build.ts';
import { ensureChromium } from '../scripts/lib/chromium.ts';
import { ROOT, run, waitForUrl } from '../scripts/lib/process.ts';
import { spawn } from 'node:child_process';
import { startStack } from '../scripts/lib/stack.ts';
import { benchPageJs, overBudget, pageJsTable } from './page-js.ts';
import { lighthouseMedian } from './lib/lighthouse.ts';
import { table } from './lib/stats.ts';
import { compareThroughput } from './lib/throughput.ts';
import { PAGES, PAINT_BUDGET } from './pages.ts';
import { benchTaps, TAP_BUDGET_MS, tapsTable } from './taps.ts';
import { benchBlocking, blockingTable } from './blocking.ts';
import type { BenchPage } from './pages.ts';
import { customerCookie, smsStandIn, staffCookie } from './lib/sign-in.ts';
import { benchListing, printListing } from './listing.ts';
import { benchCatalog, catalogTables } from './api-catalog.ts';
import { benchSearch, searchTable } from './api-search.ts';
import { benchDistinctSearch, distinctTable } from './api-search-distinct.ts';
import { benchStore, storeTable } from './api-store.ts';
import { benchColdPages, coldTable } from './cold-pages.ts';
import { benchIndexSql, indexSqlTable } from './catalog-index-sql.ts';
import { benchLeadCommit, leadCommitTable } from './lead-commit.ts';
import { benchStockImport, stockImportTable } from './stock-import.ts';

// npm run bench: JS bytes per route against their budgets, Lighthouse and server throughput against
// a static file. `npm run bench -- js cold` runs only the named parts (js, pages, taps, blocking,
// throughput, listing, api, cold, index-sql, leads, import); a page over its JavaScript budget fails
// the run, and so does a lead submit that is not stored once.
const PARTS = [
  'js',
  'pages',
  'taps',
  'blocking',
  'throughput',
  'listing',
  'api',
  'cold',
  'index-sql',
  'leads',
  'import',
];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0)
  throw new Error(`Unknown bench parts: ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
const want = (part: string) => asked.length === 0 || asked.includes(part);
const chromePath = ensureChromium();
await ensureBuild();
// Ports can move (BENCH_WEB_PORT, BENCH_API_PORT) when another stack runs on this machine; the cold
// pages' server takes the next port, the minimal app BENCH_MINIMAL_PORT.
const webPort = Number(process.env.BENCH_WEB_PORT || 3200);
const minimalPort = Number(process.env.BENCH_MINIMAL_PORT || 3399);
const minimalUrl = `http://127.0.0.1:${minimalPort}/`;
// Signed-in pages: the login codes go to a local SMS stand-in the bench reads.
const sms = await smsStandIn('bench-stand-in');
const benchApiPort = Number(process.env.BENCH_API_PORT || 4200);
const stack = await startStack({
  apiPort: benchApiPort,
  webPort,
  // The bank's simulator: the bill page shows its card button as in production with a bank.
  paySimulatorPort: benchApiPort + 1,
  dataDir: join(ROOT, '.data/bench-pglite'),
  quiet: true,
  env: { SMSRU_API_ID: 'bench-stand-in', SMSRU_URL: sms.url },
});
const origin = (holding: 1 | 2) =>
  holding === 1 ? `http://localhost:${webPort}` : `http://h2.localhost:${webPort}`;
const results: Record<string, unknown> = {};
// One sign-in per kind for the whole run (the API limits how often a phone gets a code).
const sessions = new Map<string, Promise<string>>();
function cookieOf(page: BenchPage): Promise<string | null> {
  if (page.cookie) return Promise.resolve(page.cookie);
  if (!page.signedIn) return Promise.resolve(null);
  let session = sessions.get(page.signedIn);
  if (!session) {
    session =
      page.signedIn === 'customer'
        ? customerCookie(origin(1), sms, '79000000001')
        : staffCookie(origin(1), 'admin', process.env.STAFF_ADMIN_PASSWORD ?? 'admin-demo-2026');
    sessions.set(page.signedIn, session);
  }
  return session;
}

// The baseline for JS per route: the smallest server-rendered React Router app, built and served now.
const minimalDir = join(ROOT, 'bench/minimal-app');
await run('react-router', ['build'], { cwd: minimalDir, stdio: 'ignore' });
const minimal = spawn('node', ['server.ts', String(minimalPort)], {
  cwd: minimalDir,
  stdio: 'ignore',
  // The minimal page's one API call: a catalogue answer the API keeps (no database query).
  env: {
    ...process.env,
    MINIMAL_API_URL: `${stack.apiUrl}/v1/catalog?holdingId=1&category=cars&perPage=1`,
  },
});
await waitForUrl(minimalUrl, 30_000, minimal);

try {
  if (want('js')) await jsPart();
  if (want('pages')) await pagesPart();
  if (want('taps')) await tapsPart();
  if (want('blocking')) await blockingPart();
  if (want('throughput')) await throughputPart();
  if (want('listing')) {
    // --- Catalogue listing: HTML gzip of a 24-vehicle page, cached listing vs the static file.
    const listing = await benchListing(webPort);
    results.listing = listing;
    printListing(listing);
  }
  if (want('api')) await apiPart();
  if (want('index-sql')) await indexSqlPart();
  if (want('leads')) await leadsPart();
  if (want('import')) {
    // --- Stock import (issue 32): a 20,000-car feed through the CLI into a PGlite of its own.
    const stockImport = await benchStockImport();
    results.stockImport = stockImport;
    console.log(`\nStock import: ${stockImport.feedMb} MB Avito feed, PGlite of its own\n`);
    console.log(stockImportTable(stockImport));
  }
  if (want('cold')) {
    const cold = await benchColdPages(stack.apiUrl, webPort + 1, minimalUrl);
    results.coldPages = cold;
    console.log(
      '\nCold pages (wrk, one thread, 10 connections, median of 3 rounds interleaved with the minimal page)\n',
    );
    console.log(coldTable(cold));
  }
} finally {
  minimal.kill();
  await stack.stop();
  await sms.close();
}
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(
    ROOT,
    'bench/results',
    asked.length === 0 ? 'latest.json' : `latest-${asked.join('-')}.json`,
  ),
  JSON.stringify(results, null, 2),
);

async function jsPart() {
  // BENCH_PAGES (a pattern of page names) measures some of the pages.
  const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, 'i') : undefined;
  const js = await benchPageJs(chromePath, origin, minimalUrl, cookieOf, only);
  results.minimalReactRouterPage = { jsGzip: js.minimal.gzip, scripts: js.minimal.scripts };
  results.pageJs = js.pages;
  console.log('\nJavaScript per route (gzip of every script the page loads)\n');
  console.log(pageJsTable(js));
  const over = overBudget(js);
  if (over.length > 0) {
    console.error(`\nOver the JavaScript budget: ${over.map((page) => page.name).join(', ')}`);
    process.exitCode = 1;
  }
}

async function pagesPart() {
  const rows: (string | number)[][] = [
    ['page', 'perf', 'a11y', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP / minimal'],
  ];
  // BENCH_PAGES (a pattern of page names) measures some of the pages: three runs each take a while.
  const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, 'i') : undefined;
  // BENCH_LIGHTHOUSE_RUNS: more runs when the machine is busy (the figures are medians).
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
  // The minimal React Router page first: the machine's own ceiling, which moves with its load.
  const measured = [
    { name: 'minimal React Router page', url: minimalUrl, cookie: null, landing: false },
    ...(await Promise.all(
      PAGES.filter((p) => !only || only.test(p.name)).map(async (page) => ({
        name: page.name,
        url: origin(page.holding) + page.path,
        cookie: await cookieOf(page),
        landing: page.landing === true,
      })),
    )),
  ];
  let minimalLcp = NaN;
  const overPaint: string[] = [];
  for (const { name, url, cookie, landing } of measured) {
    const lh = await lighthouseMedian(chromePath, url, runs, cookie);
    results[name] = { url, ...lh };
    if (Number.isNaN(minimalLcp)) minimalLcp = lh.lcpMs;
    if (landing && (lh.lcpMs > PAINT_BUDGET.lcpMs || lh.tbtMs > PAINT_BUDGET.tbtMs))
      overPaint.push(`${name} (LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms)`);
    rows.push([
      landing ? `${name} *` : name,
      lh.performance,
      lh.accessibility,
      lh.seo,
      Math.round(lh.fcpMs),
      Math.round(lh.lcpMs),
      Math.round(lh.tbtMs),
      lh.cls.toFixed(3),
      (lh.lcpMs / minimalLcp).toFixed(2),
    ]);
  }
  console.log(`\nLighthouse (mobile defaults, median of ${runs})\n`);
  console.log(table(rows));
  console.log(
    `* a landing page: LCP at most ${PAINT_BUDGET.lcpMs} ms, TBT at most ${PAINT_BUDGET.tbtMs} ms`,
  );
  if (overPaint.length > 0) {
    console.error(`\nOver the paint budget: ${overPaint.join(', ')}`);
    process.exitCode = 1;
  }
}

// The landing pages' blocking time on a phone whose CPU is really slowed down 4×, beside the
// minimal page: Lighthouse's figure is estimated from this machine's own (shared, noisy) speed.
async function blockingPart() {
  const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, 'i') : undefined;
  const pages = [
    { name: 'minimal React Router page', url: minimalUrl },
    ...PAGES.filter((page) => page.landing && (!only || only.test(page.name))).map((page) => ({
      name: page.name,
      url: origin(page.holding) + page.path,
    })),
  ];
  const blocking = await benchBlocking(chromePath, pages, Number(process.env.BENCH_TAP_RUNS || 5));
  results.blocking = blocking;
  console.log('\nBlocking time after the first paint (Long Tasks API, median of fresh visits)\n');
  console.log(blockingTable(blocking));
  const slow = blocking.slice(1).filter((page) => page.medianBlockingMs > PAINT_BUDGET.tbtMs);
  if (slow.length > 0) {
    console.error(
      `\nOver the blocking budget (${PAINT_BUDGET.tbtMs} ms): ${slow.map((page) => page.name).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

// Tap → next paint on a phone at 4× CPU slowdown, each the first tap of a fresh page (issue 29).
async function tapsPart() {
  const taps = await benchTaps(chromePath, origin, Number(process.env.BENCH_TAP_RUNS || 5));
  results.taps = taps;
  console.log('\nInteraction latency (Event Timing, median of fresh pages)\n');
  console.log(tapsTable(taps));
  const slow = taps.filter((tap) => tap.medianMs > TAP_BUDGET_MS);
  if (slow.length > 0) {
    console.error(
      `\nOver the tap budget (${TAP_BUDGET_MS} ms): ${slow.map((tap) => tap.name).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

async function throughputPart() {
  const local = `http://127.0.0.1:${webPort}`;
  const home = await compareThroughput(
    { url: `${local}/`, headers: { host: `localhost:${webPort}`, 'accept-encoding': 'br' } },
    { url: `${local}/robots.txt`, headers: { 'accept-encoding': 'br' } },
  );
  results.throughput = home;
  console.log(
    '\nServer throughput (wrk, one thread, 10 connections, median of 3 interleaved rounds)\n',
  );
  console.log(
    table([
      ['target', 'req/s', 'p50 ms', 'p99 ms'],
      [
        'static file /robots.txt (baseline)',
        Math.round(home.baseline.rps),
        home.baseline.p50Ms,
        home.baseline.p99Ms,
      ],
      ['home page, holding 1', Math.round(home.target.rps), home.target.p50Ms, home.target.p99Ms],
      ['ratio home / static', home.ratio.toFixed(2), '', ''],
    ]),
  );
}

async function apiPart() {
  // --- API: /catalog with facets against a hello route, /search at demo scale.
  // The 1,000,000-parts search figures come from `node bench/api-search.ts --parts 1000000`.
  const catalog = await benchCatalog(stack.apiUrl);
  results.apiCatalog = catalog;
  console.log('\n' + catalogTables(catalog));
  const store = await benchStore(stack.apiUrl);
  results.apiStore = store;
  console.log('\n' + storeTable(store));
  const search = await benchSearch(stack.apiUrl);
  results.apiSearch = search;
  console.log(
    '\n' +
      searchTable(
        'GET /v1/search latency, demo scale (median of 5 interleaved rounds of 40)',
        search,
      ),
  );
  // A few hundred distinct queries drawn from the catalogue, each asked once (decision 0071).
  const distinct = await benchDistinctSearch(stack.apiUrl);
  results.apiSearchDistinct = distinct;
  console.log('\n' + distinctTable('GET /v1/search, distinct queries, demo scale', distinct));
}

async function leadsPart() {
  const leads = await benchLeadCommit(stack.apiUrl);
  results.leadCommit = leads;
  console.log('\n' + leadCommitTable(leads));
  if (leads.stored !== leads.sent || leads.distinctLeads !== leads.sent) {
    console.error(
      `\nLeads: ${leads.sent} sent, ${leads.stored} stored, ${leads.distinctLeads} accepted`,
    );
    process.exitCode = 1;
  }
}

// Stock index against the same listing in SQL, on a PostgreSQL server (decision 0005).
async function indexSqlPart() {
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log(
      '\nStock index against SQL: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)',
    );
    return;
  }
  const indexSql = await benchIndexSql(pgUrl);
  results.catalogIndexSql = indexSql;
  console.log('\n' + indexSqlTable(indexSql));
}
