import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startSmsRuFake } from '../apps/api/test/fakes/smsru.ts';
import { formOf } from '../apps/api/test/fakes/http-fake.ts';
import { countingCalltouch } from './chaos/calltouch.ts';
import { inParallel, submitLead } from './chaos/leads.ts';
import { privatePostgres } from './chaos/postgres.ts';
import { apiProcess, webProcess } from './chaos/processes.ts';
import { seedDealers, signInAcross, webLeads } from './chaos/webs.ts';
import { ensureBuild } from './lib/build.ts';

// npm run chaos [-- --short]: a bad day for two API processes over one PostgreSQL and Redis. Leads
// are submitted while an API is killed, PostgreSQL restarts and call tracking fails and hangs;
// afterwards every lead is stored once and accepted by call tracking exactly once, rate limits and
// sign-ins span processes. Two web processes, one in front of each API, then take leads and a
// sign-in started on one and finished on the other. PostgreSQL is a server of the run's own, so stopping it harms no one.
const short = process.argv.includes('--short');
const LEADS = short ? 40 : 100;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// It runs before the end-to-end stack starts, so it may borrow that stack's API port and the next.
const basePort = Number(process.env.CHAOS_API_PORT ?? process.env.E2E_API_PORT ?? 4100);
// The web processes take the two ports after PostgreSQL's.
const webPort = Number(process.env.CHAOS_WEB_PORT ?? basePort + 3);
const run = randomBytes(4).toString('hex');
const database = `chaos_${run}`;
// Addresses of this run only: rate-limit keys in the shared Redis never meet another run's.
const net = `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}`;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postgres = privatePostgres(Number(process.env.CHAOS_PG_PORT ?? basePort + 2));
// Even when the run dies on an exception, its server does not outlive it.
process.on('exit', () => postgres.destroy());
const server = postgres.url;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${database}`);
await admin.end();
const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString();
const db = new pg.Client({ connectionString: databaseUrl });
const calltouch = await countingCalltouch(['11111', '22222']);
const sms = await startSmsRuFake();
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  CALLTOUCH_URL: calltouch.url,
  CALLTOUCH_SITE_ID_1: '11111',
  OUTBOX_INTERVAL_MS: '200',
  SERVICE_TIMEOUT_MS: '1000',
  SMSRU_API_ID: 'test-api-id',
  SMSRU_URL: sms.url,
  LOG_LEVEL: 'fatal',
};
const apis = [apiProcess(basePort, env), apiProcess(basePort + 1, env)] as const;
const webs = [
  webProcess(webPort, apis[0].url, env),
  webProcess(webPort + 1, apis[1].url, env),
] as const;
let webAccepted = 0;
await ensureBuild();

try {
  // One at a time: the first applies the migrations.
  for (const api of apis) await api.start();

  console.log(`Burst of ${LEADS} leads; call tracking answers 500; API 1 killed and restarted`);
  calltouch.setMode('error');
  let done = 0;
  const restarted = (async () => {
    while (done < LEADS * 0.3) await sleep(20);
    await apis[0].kill();
    await sleep(1000);
    await apis[0].start();
  })();
  const burst = await inParallel(LEADS, 8, async (i) => {
    const result = await submitLead(apis, i, `${net}.${i % 250}`, `chaos ${run} lead ${i}`);
    done += 1;
    return result;
  });
  await restarted;
  check(
    burst.every((r) => r.status === 200),
    `every submit was accepted (${burst.filter((r) => r.attempts > 1).length} after a retry)`,
  );

  console.log('PostgreSQL stops for 3 s under a burst of leads, then starts again');
  const OUTAGE_LEADS = 20;
  const answers: number[] = [];
  let outageSent = 0;
  const healthOf = async () =>
    Promise.all(
      apis.map((api) =>
        fetch(`${api.url}/v1/health`).then(
          (res) => res.status,
          () => 0,
        ),
      ),
    );
  const healthUntil = async (status: number) => {
    const until = Date.now() + 15_000;
    let seen = await healthOf();
    while (!seen.every((s) => s === status) && Date.now() < until) {
      await sleep(100);
      seen = await healthOf();
    }
    return seen;
  };
  const outage = (async () => {
    while (outageSent < 5) await sleep(20);
    postgres.stop();
    const down = await healthUntil(503);
    await sleep(3000);
    postgres.start();
    return { down, up: await healthUntil(200) };
  })();
  const afterOutage = await inParallel(OUTAGE_LEADS, 4, async (i) => {
    const address = `${net}.${100 + i}`;
    const comment = `chaos ${run} outage ${i}`;
    const result = await submitLead(apis, i, address, comment, (status) => answers.push(status));
    outageSent += 1;
    return result;
  });
  const { down, up } = await outage;
  check(
    down.every((s) => s === 503) && up.every((s) => s === 200),
    `/v1/health of both processes: ${down.join(', ')} while stopped, ${up.join(', ')} after, no restart`,
  );
  check(
    afterOutage.every((r) => r.status === 200),
    `every submit was accepted once the server was back (${afterOutage.filter((r) => r.attempts > 1).length} after a retry)`,
  );
  check(
    answers.includes(503) && !answers.some((s) => s >= 500 && s !== 503),
    `while stopped the API answered 503, never another 5xx (${[...new Set(answers)].join(', ')})`,
  );

  console.log('Call tracking hangs past the timeout, then recovers');
  calltouch.setMode('hang');
  await sleep(3000);
  calltouch.setMode('ok');

  console.log('The lead limit of one address is shared by both processes');
  const same = `${net}.251`;
  const limited = await inParallel(31, 1, (i) =>
    submitLead(apis, i, same, `chaos ${run} limit ${i}`),
  );
  const statuses = limited.map((r) => r.status);
  check(
    statuses.slice(0, 30).every((s) => s === 200) && statuses[30] === 429,
    `30 leads pass and the 31st is 429 across both (${statuses.filter((s) => s === 429).length} × 429)`,
  );

  console.log('A sign-in started on one process is finished on the other');
  // A phone of this run only: the per-phone limit of codes lives in the shared Redis too.
  const digits = String(parseInt(run, 16)).padStart(9, '0').slice(-9);
  const phone = `+7 9${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7)}`;
  const sent = await fetch(`${apis[0].url}/v1/auth/login?holdingId=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${net}.252` },
    body: JSON.stringify({ phone }),
  });
  const message = sms.requests.at(-1);
  const code = message ? /\d{6}/.exec(formOf(message).msg ?? '')?.[0] : undefined;
  const validated = await fetch(`${apis[1].url}/v1/auth/validate?holdingId=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${net}.252` },
    body: JSON.stringify({ phone, code }),
  });
  const tokens = (await validated.json()) as { token?: string };
  check(
    sent.status === 200 && validated.status === 200 && Boolean(tokens.token),
    `code sent by process 1 (${sent.status}), checked by process 2 (${validated.status})`,
  );

  console.log('Two web processes, one before each API: leads and a sign-in across them');
  const dealer = await seedDealers(databaseUrl);
  for (const web of webs) await web.start();
  const viaWeb = await webLeads(webs, `${net}.253`, `chaos ${run} web`, short ? 6 : 20, dealer);
  webAccepted = viaWeb.stored;
  check(
    viaWeb.sent.every(Boolean),
    `${viaWeb.sent.length} forms through both webs answered «Заявка отправлена», a resubmit to the other web too`,
  );
  const across = await signInAcross(webs, sms, `${net}.254`, run);
  check(
    across.sent === 200 && across.validated && across.profile === 200,
    `code asked on web 1 (${across.sent}), signed in on web 2, /lk/ on web 1 answers ${across.profile}`,
  );
  await Promise.all(webs.map((web) => web.stop()));

  console.log('Waiting for the outbox to deliver everything');
  await db.connect();
  const deadline = Date.now() + 60_000;
  let pending = -1;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from lead_outbox where delivered_at is null',
    );
    pending = Number(rows[0]?.n);
    if (pending === 0) break;
    await sleep(250);
  }
  check(pending === 0, `the outbox delivered every lead (${pending} left)`);
  const { rows: leads } = await db.query<{ id: number }>(
    `select id from leads where payload->>'comment' like $1`,
    [`chaos ${run} %`],
  );
  const accepted = statuses.filter((s) => s === 200).length + LEADS + OUTAGE_LEADS + webAccepted;
  check(leads.length === accepted, `${leads.length} leads stored for ${accepted} accepted submits`);
  const doubled = [...calltouch.accepted].filter(([, n]) => n > 1);
  const missing = leads.filter((l) => calltouch.accepted.get(`11111:${l.id}`) !== 1);
  check(doubled.length === 0, `no lead accepted by call tracking twice (${doubled.length})`);
  check(missing.length === 0, `every lead accepted by call tracking once (${missing.length} not)`);
} finally {
  await Promise.all([...webs, ...apis].map((server) => server.stop()));
  await db.end().catch(() => undefined);
  await calltouch.close();
  await sms.close();
}
console.log(
  failures.length === 0 ? 'chaos: all checks passed' : `chaos: ${failures.length} failed`,
);
process.exit(failures.length === 0 ? 0 : 1);
