import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './lib/build.ts';
import { ensureChromium } from './lib/chromium.ts';
import { ROOT, runStatus } from './lib/process.ts';
import { startStack } from './lib/stack.ts';

// npm test: every test, each step counted, ending with the line "N passed, N failed".
interface Tally {
  step: string;
  passed: number;
  failed: number;
  seconds: number;
}
const tallies: Tally[] = [];
const reports = mkdtempSync(join(tmpdir(), 'dealer-test-'));
const only = process.argv[2]; // optional: lint | format | types | unit | api-pg | chaos | e2e
// With `e2e`, what follows goes to Playwright: `npm test -- e2e e2e/search-overlay.spec.ts --project phone`.
const playwrightArgs = only === 'e2e' ? process.argv.slice(3) : [];

// Playwright's JSON report of the last run is kept, so where the time went can be read afterwards.
const e2eReport = join(ROOT, 'test-results/e2e-report.json');

function wanted(step: string) {
  return !only || only === step;
}

async function checkStep(step: string, command: string, args: string[]) {
  if (!wanted(step)) return;
  console.log(`\n== ${step}`);
  const started = Date.now();
  const code = await runStatus(command, args);
  const seconds = since(started);
  tallies.push({ step, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
}

function readVitest(file: string): { passed: number; failed: number } | undefined {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTestSuites: number;
      numFailedTestSuites: number;
    };
    return { passed: json.numPassedTests, failed: json.numFailedTests + json.numFailedTestSuites };
  } catch {
    return undefined;
  }
}

/** Runs Vitest; the API suite uses PostgreSQL exactly when TEST_DATABASE_URL is passed to it. */
async function vitestStep(step: string, args: string[], databaseUrl?: string) {
  if (!wanted(step)) return;
  console.log(`\n== ${step}`);
  const started = Date.now();
  const out = join(reports, `${step}.json`);
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const code = await runStatus(
    'vitest',
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  );
  const counts = readVitest(out) ?? { passed: 0, failed: 1 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  tallies.push({ step, ...counts, seconds: since(started) });
}

function since(started: number) {
  return Math.round((Date.now() - started) / 1000);
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** The 15 slowest tests of the run (every retry's time counted), so the next person sees where time goes. */
function printSlowest(report: PlaywrightReport) {
  const rows: { name: string; ms: number }[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        rows.push({
          name: `${file} › ${spec.title} [${test.projectName}]`,
          ms: test.results.reduce((sum, r) => sum + r.duration, 0),
        });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file ?? suite.title);
  rows.sort((a, b) => b.ms - a.ms);
  console.log(`\nThe 15 slowest end-to-end tests (report: ${e2eReport}):`);
  for (const row of rows.slice(0, 15))
    console.log(`  ${(row.ms / 1000).toFixed(1).padStart(6)} s  ${row.name}`);
}

async function e2eStep() {
  if (!wanted('e2e')) return;
  console.log('\n== e2e');
  const started = Date.now();
  try {
    const chromium = ensureChromium();
    await ensureBuild();
    const dataDir = join(ROOT, '.data/test-pglite');
    // Ports can be moved when another stack already runs on this machine.
    const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
    const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
    // Files sent with the e2e leads stay apart from those of `npm start` (.data/lead-files).
    // The feed photos of e2e/stock-import.spec.ts come from a host the test runs on this machine.
    const env = {
      LEAD_FILES_DIR: join(ROOT, '.data/test-lead-files'),
      FEED_PHOTOS_ALLOW_PRIVATE: '1',
    };
    // The bank's gateway simulator beside the API (e2e/pay.spec.ts pays through its page).
    const paySimulatorPort = Number(process.env.E2E_PAY_PORT ?? apiPort + 1);
    const stack = await startStack({
      apiPort,
      webPort,
      dataDir,
      quiet: true,
      env,
      paySimulatorPort,
    });
    const out = e2eReport;
    let code: number;
    try {
      code = await runStatus('playwright', ['test', ...playwrightArgs], {
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          E2E_BASE_PORT: String(webPort),
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        },
      });
    } finally {
      await stack.stop();
    }
    const json = JSON.parse(readFileSync(out, 'utf8')) as PlaywrightReport;
    const failed = json.stats.unexpected || (code === 0 ? 0 : 1);
    const seconds = since(started);
    tallies.push({ step: 'e2e', passed: json.stats.expected + json.stats.flaky, failed, seconds });
    printSlowest(json);
  } catch (error) {
    console.error(error);
    tallies.push({ step: 'e2e', passed: 0, failed: 1, seconds: since(started) });
  }
}

// The three checks are one process each, on one core each: side by side (they print only what fails).
await Promise.all([
  checkStep('lint', 'eslint', ['.', '--max-warnings=0']),
  checkStep('format', 'prettier', ['--check', '.', '--log-level=warn']),
  checkStep('types', 'npm', ['run', '--silent', 'typecheck']),
]);
await vitestStep('unit', []);
if (process.env.TEST_DATABASE_URL) {
  await vitestStep('api-pg', ['--project', 'api'], process.env.TEST_DATABASE_URL);
  // The short bad day: two API processes over a database of its own on that server, and Redis.
  await checkStep('chaos', 'node', ['scripts/chaos.ts', '--short']);
}
await e2eStep();
rmSync(reports, { recursive: true, force: true });

console.log(
  '\n' +
    tallies
      .map((t) => `  ${t.step.padEnd(8)} ${t.passed} passed, ${t.failed} failed (${t.seconds} s)`)
      .join('\n'),
);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
