import { expect, test } from '@playwright/test';
import { raw } from './support/raw-http.ts';
import { DESKTOP_ONLY } from './support/site.ts';

// The API limits login codes per visitor address (20 an hour); through the web every
// visitor keeps an own limit, and an address the visitor writes into a header counts for nothing.
const LIMIT = 20;
test.skip(({ isMobile }) => isMobile, 'HTTP only: one browser project is enough');

// Each run takes fresh phones (a phone gets one code a minute) and fresh loopback addresses.
const run = Math.floor(Math.random() * 40) * 5;
let phoneSeq = 0;
function phone(): string {
  phoneSeq += 1;
  const n = String((Date.now() % 1_000_000) * 100 + phoneSeq).padStart(8, '0');
  return `+7 9${n.slice(0, 2)}-${n.slice(2, 5)}-${n.slice(5, 7)}-${n.slice(7, 8)}0`;
}
const address = (n: number) => `127.0.${10 + run + n}.${1 + (Date.now() % 200)}`;

function sendCode(from: string, headers: Record<string, string> = {}) {
  return raw({
    path: '/auth/validate/',
    method: 'POST',
    from,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...headers,
    },
    body: new URLSearchParams({ intent: 'send', phone: phone() }).toString(),
  });
}

function sendCodeThroughProxy(from: string, headers: Record<string, string> = {}) {
  return raw({
    path: '/api/v1/auth/login?holdingId=1',
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ phone: phone() }),
  });
}

test(
  'sign-in through the web: each visitor address has its own code limit',
  DESKTOP_ONLY,
  async () => {
    const first = address(0);
    for (let i = 0; i < LIMIT; i += 1)
      expect((await sendCode(first)).status, `send ${i}`).toBe(200);
    expect((await sendCode(first)).status).toBe(429);
    const second = await sendCode(address(1));
    expect(second.status, second.body).toBe(200);
  },
);

test(
  'an address a visitor writes into X-Forwarded-For, X-Real-IP or Forwarded is ignored',
  DESKTOP_ONLY,
  async () => {
    const visitor = address(2);
    for (let i = 0; i < LIMIT; i += 1) {
      const spoof = `10.1.${i}.7`;
      const headers = { 'x-forwarded-for': spoof, 'x-real-ip': spoof, forwarded: `for=${spoof}` };
      const answer =
        i % 2 === 0
          ? await sendCode(visitor, headers)
          : await sendCodeThroughProxy(visitor, headers);
      expect(answer.status, `send ${i}`).toBe(200);
    }
    const spoofed = { 'x-forwarded-for': '10.2.0.1' };
    expect((await sendCode(visitor, spoofed)).status).toBe(429);
    expect((await sendCodeThroughProxy(visitor, spoofed)).status).toBe(429);
  },
);
