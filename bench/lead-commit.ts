import { randomInt } from 'node:crypto';
import { percentile, table } from './lib/stats.ts';

// POST /v1/lead/commit under 50 submits at once (issue 15): the latency of each, and the leads
// the staff desk counts afterwards against the submits sent. Each submit has a phone and an
// address of its own, as 50 visitors would: the API limits leads per phone and per address, and
// it believes X-Forwarded-For from the loopback proxy (TRUST_PROXY).
const CONCURRENT = 50;
const ROUNDS = 3;
const FORM = 'form_testdrive';

export interface LeadCommitBench {
  concurrent: number;
  rounds: { p50Ms: number; p95Ms: number; maxMs: number; accepted: number }[];
  p95Ms: number;
  sent: number;
  stored: number;
  distinctLeads: number;
}

async function staffToken(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/v1/reports/auth/login?holdingId=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1' },
    body: JSON.stringify({
      login: 'admin',
      password: process.env.STAFF_ADMIN_PASSWORD ?? 'admin-demo-2026',
    }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`staff sign-in failed (${res.status})`);
  return body.token;
}

/** The leads of the bench's form the staff desk lists for the holding. */
async function storedCount(apiUrl: string, token: string): Promise<number> {
  const res = await fetch(`${apiUrl}/v1/reports/leads?holdingId=1&formId=${FORM}&pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { meta: { page: { total: number } } };
  return body.meta.page.total;
}

function submit(apiUrl: string, n: number, run: number) {
  const digits = String(run * 1000 + n).padStart(7, '0');
  const started = performance.now();
  return fetch(`${apiUrl}/v1/lead/commit?holdingId=1`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // 198.18.0.0/15 is kept for benchmarks: an address per submit.
      'x-forwarded-for': `198.18.${1 + Math.floor(n / 250)}.${n % 250}`,
    },
    body: JSON.stringify({
      formId: FORM,
      formUrl: '/services/testdrive/',
      formData: {
        firstname: 'Тест',
        phone: `+7 901-${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
        policy: true,
        comment: `bench ${run} lead ${n}`,
      },
    }),
  }).then(async (res) => {
    const body = (await res.json()) as { leadId?: number; duplicate?: boolean };
    const ms = performance.now() - started;
    return { status: res.status, ms, leadId: body.duplicate ? undefined : body.leadId };
  });
}

export async function benchLeadCommit(apiUrl: string): Promise<LeadCommitBench> {
  const token = await staffToken(apiUrl);
  const before = await storedCount(apiUrl, token);
  // A run's phones differ from the last runs' (the phone limit outlives a run in the database).
  const run = randomInt(0, 9000);
  const rounds: LeadCommitBench['rounds'] = [];
  const all: number[] = [];
  const leadIds = new Set<number>();
  let sent = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => submit(apiUrl, round * CONCURRENT + i, run)),
    );
    sent += answers.length;
    const ms = answers.map((a) => a.ms);
    all.push(...ms);
    for (const a of answers) if (a.status === 200 && a.leadId) leadIds.add(a.leadId);
    rounds.push({
      p50Ms: Math.round(percentile(ms, 50)),
      p95Ms: Math.round(percentile(ms, 95)),
      maxMs: Math.round(Math.max(...ms)),
      accepted: answers.filter((a) => a.status === 200).length,
    });
  }
  const stored = (await storedCount(apiUrl, token)) - before;
  return {
    concurrent: CONCURRENT,
    rounds,
    p95Ms: Math.round(percentile(all, 95)),
    sent,
    stored,
    distinctLeads: leadIds.size,
  };
}

export function leadCommitTable(bench: LeadCommitBench): string {
  const rows: (string | number)[][] = [['round', 'accepted', 'p50 ms', 'p95 ms', 'max ms']];
  bench.rounds.forEach((r, i) => rows.push([i + 1, r.accepted, r.p50Ms, r.p95Ms, r.maxMs]));
  rows.push(['all', bench.distinctLeads, '', bench.p95Ms, '']);
  return [
    `POST /v1/lead/commit, ${bench.concurrent} submits at once (${bench.rounds.length} rounds)`,
    '',
    table(rows),
    '',
    `sent ${bench.sent}, stored ${bench.stored} (staff desk count), distinct lead ids ${bench.distinctLeads}`,
  ].join('\n');
}
