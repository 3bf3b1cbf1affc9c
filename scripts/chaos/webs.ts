import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../apps/api/src/db/client.ts';
import { seedCatalogue } from '../../apps/api/seed/catalog/index.ts';
import { formOf, type FakeRequest } from '../../apps/api/test/fakes/http-fake.ts';
import { phoneOf } from './leads.ts';
import type { ApiProcess } from './processes.ts';

// What a visitor's browser does on the web processes of the chaos stack, without JavaScript: posts
// forms. Each web sends to its own API; the visitor's address travels as X-Forwarded-For, which
// the web believes from the loopback and passes on.

const SENT = 'Заявка отправлена';

async function post(web: ApiProcess, path: string, address: string, fields: object) {
  const origin = web.url.replace('127.0.0.1', 'localhost');
  return fetch(origin + path, {
    method: 'POST',
    headers: { origin, 'x-forwarded-for': address },
    body: new URLSearchParams(fields as Record<string, string>),
    redirect: 'manual',
  });
}

/**
 * The feedback form names a dealership of the holding (an unknown code is refused): the run's
 * database gets the holdings, cities and dealers of the catalogue, without vehicles. Answers the
 * code of a dealership of the first holding.
 */
export async function seedDealers(databaseUrl: string): Promise<string> {
  const client = await createDb({ databaseUrl });
  try {
    await seedCatalogue(client.db, { vehicles: false });
  } finally {
    await client.close();
  }
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rows } = await sql.query<{ code: string }>(
      'select code from dealers where holding_id = 1 and is_active order by id limit 1',
    );
    return rows[0]!.code;
  } finally {
    await sql.end();
  }
}

/**
 * Feedback requests through the two webs in turn, each a visitor of its own phone; the last one
 * is sent again to the other web with the same form key, as a reload after a lost answer would.
 * `stored` is how many leads the run must find: one per form, the resubmit not counted.
 */
export async function webLeads(
  webs: readonly ApiProcess[],
  address: string,
  comment: string,
  count: number,
  dealer: string,
): Promise<{ sent: boolean[]; stored: number }> {
  // The feedback page's form: its page needs no vehicles, which the run's database lacks.
  const form = (n: number, key: string) => ({
    formId: 'form_feedback',
    formUrl: '/feedback/',
    idempotencyKey: key,
    firstname: 'Хаос',
    phone: phoneOf(`${comment} ${n}`),
    email: 'chaos@example.ru',
    dealer,
    comment: `${comment} ${n}`,
    policy: 'on',
    robot: '',
  });
  const sendTo = async (web: ApiProcess, n: number, key: string) => {
    const res = await post(web, '/feedback/', address, form(n, key));
    return res.status === 200 && (await res.text()).includes(SENT);
  };
  const keys = Array.from({ length: count }, () => randomBytes(12).toString('base64url'));
  const sent = await Promise.all(keys.map((key, n) => sendTo(webs[n % webs.length]!, n, key)));
  const last = count - 1;
  sent.push(await sendTo(webs[(last + 1) % webs.length]!, last, keys[last]!));
  return { sent, stored: count };
}

/** The sign-in code asked on the first web and typed on the second; the session then opens /lk/ on the first. */
export async function signInAcross(
  webs: readonly ApiProcess[],
  sms: { requests: FakeRequest[] },
  address: string,
  run: string,
) {
  const digits = String(parseInt(run, 16) + 1)
    .padStart(9, '0')
    .slice(-9);
  const phone = `+7 9${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7)}`;
  const auth = '/lk/auth/?redirect=%2Flk%2F';
  const sent = await post(webs[0]!, auth, address, { intent: 'send', phone });
  const message = sms.requests.filter((r) => formOf(r).to === `79${digits}`).at(-1);
  const code = message ? (/\d{4,8}/.exec(formOf(message).msg ?? '')?.[0] ?? '') : '';
  const validated = await post(webs[1]!, auth, address, { intent: 'validate', phone, code });
  const cookie = validated.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const profile = await fetch(`${webs[0]!.url.replace('127.0.0.1', 'localhost')}/lk/`, {
    headers: { cookie, 'x-forwarded-for': address },
    redirect: 'manual',
  });
  return { sent: sent.status, validated: cookie.includes('token='), profile: profile.status };
}
