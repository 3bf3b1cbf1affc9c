import type { FastifyInstance } from 'fastify';
import type { SmsGateway } from '../src/services/sms/types.ts';

// A clock the test moves by hand.
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

// An SMS gateway that keeps the messages, so a test can read the code a real phone would get.
export function recordingSms() {
  const sent: { to: string; text: string }[] = [];
  const gateway: SmsGateway = {
    name: 'recording',
    async send(message) {
      sent.push(message);
    },
  };
  return {
    gateway,
    sent,
    lastCode(to: string): string {
      const message = sent.findLast((m) => m.to === to);
      const code = message && /(\d{4,8})\./.exec(message.text)?.[1];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
  };
}

export type Sms = ReturnType<typeof recordingSms>;

// '+7 900-000-00-NN' and its digits, for a test user number n.
export function testPhone(n: number): { masked: string; digits: string } {
  const tail = String(n).padStart(2, '0');
  return { masked: `+7 900-111-22-${tail}`, digits: `790011122${tail}` };
}

let ipCounter = 0;
// A fresh visitor address per call, so per-IP limits do not leak between tests.
export function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}`;
}

// Logs a phone in through /auth/login and /auth/validate; answers the token pair.
export async function login(
  app: FastifyInstance,
  sms: Sms,
  n: number,
): Promise<{ token: string; refreshToken: string }> {
  const phone = testPhone(n);
  const headers = { 'x-forwarded-for': freshIp() };
  const sent = await app.inject({
    method: 'POST',
    url: '/v1/auth/login?holdingId=1',
    headers,
    payload: { phone: phone.masked },
  });
  if (sent.statusCode !== 200) throw new Error(`login ${sent.statusCode}: ${sent.body}`);
  const validated = await app.inject({
    method: 'POST',
    url: '/v1/auth/validate?holdingId=1',
    headers,
    payload: { phone: phone.masked, code: sms.lastCode(phone.digits) },
  });
  if (validated.statusCode !== 200)
    throw new Error(`validate ${validated.statusCode}: ${validated.body}`);
  return validated.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
