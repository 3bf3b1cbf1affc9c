import { expect, test } from '@playwright/test';
import { vehicle } from './catalog-card-support.ts';
import { raw, redirectHost } from './support/raw-http.ts';
import { PORT, DESKTOP_ONLY } from './support/site.ts';

// What a forged or broken request line does to the site and to the next visitor.
const SITE = `http://localhost:${PORT}`;
const probe = () => `probe=${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

test.skip(({ isMobile }) => isMobile, 'HTTP only: one browser project is enough');

test(
  'a forged Host never reaches the next visitor: canonical, JSON-LD and QR codes keep the site address',
  DESKTOP_ONLY,
  async ({ request }) => {
    const car = await vehicle(request, 1);
    const card = `/catalog/${car.id}/?${probe()}`;
    const forged = await raw({ path: card, host: 'evil.example' });
    expect(forged.body.includes('evil.example'), 'forged answer names evil.example').toBe(false);
    const next = await raw({ path: card });
    expect(next.status).toBe(200);
    expect(next.body.includes('evil.example'), 'next answer names evil.example').toBe(false);
    expect(next.body.includes(`<link rel="canonical" href="${SITE}/catalog/${car.id}/"`)).toBe(
      true,
    );

    for (const qr of [`/qr/${car.vin}/`, '/mobileapp/qr/']) {
      const size = 100 + Math.floor(Math.random() * 500);
      const evil = await raw({ path: `${qr}?size=${size}`, host: 'evil.example:80' });
      const after = await raw({ path: `${qr}?size=${size}` });
      const fresh = await raw({ path: `${qr}?size=${size}&margin=0` });
      expect(fresh.status).toBe(200);
      expect(after.body === fresh.body, `${qr} after a forged Host`).toBe(true);
      expect(evil.body === fresh.body, `${qr} with a forged Host`).toBe(true);
    }
  },
);

test(
  'a host the site does not serve is answered without the page cache',
  DESKTOP_ONLY,
  async () => {
    // A parameter the page reads, so the cache key is new (unread ones such as ?probe are left out of it).
    const path = `/mobileapp/?top-banner=${probe().slice('probe='.length)}`;
    const stranger = await raw({ path, host: 'unknown.example' });
    expect(stranger.status).toBe(200);
    expect(stranger.headers['x-page-cache']).toBeUndefined();
    const first = await raw({ path });
    expect(first.headers['x-page-cache']).toBe('MISS');
  },
);

test('a malformed Host or an unsupported method is a 4xx, not a 500', DESKTOP_ONLY, async () => {
  for (const host of ['a b', '<x>', '[::1', 'localhost:3000/x', 'a..b', 'local host']) {
    const answer = await raw({ path: '/', host });
    expect(answer.status, host).toBeGreaterThanOrEqual(400);
    expect(answer.status, host).toBeLessThan(500);
  }
  for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'PURGE']) {
    const answer = await raw({ path: '/', method });
    expect(answer.status, method).toBeGreaterThanOrEqual(400);
    expect(answer.status, method).toBeLessThan(500);
  }
  const absolute = await raw({ path: 'http://evil.example/cars/new' });
  expect(absolute.status).toBeGreaterThanOrEqual(400);
  expect(absolute.status).toBeLessThan(500);
});

test('no path redirects to another host', DESKTOP_ONLY, async () => {
  const city = encodeURIComponent('Москва');
  const paths = [
    '//evil.example/cars/new',
    '//evil.example/cars/new/',
    '///evil.example/cars/new',
    '/\\evil.example/cars/new',
    '/\\/evil.example/cars/new',
    '\\\\evil.example/cars/new',
    '/%2F%2Fevil.example/cars/new',
    '/%2f/evil.example/cars/new',
    '/%5Cevil.example/cars/new',
    `//evil.example/cars/new/?city=${city}`,
    `//evil.example/?city=${city}`,
    '//evil.example/CARS/new',
    '//evil.example/mobileapp/download',
    '//evil.example/mobileapp/download/ios',
    '//evil.example/lk',
    '//evil.example/api/v1/health',
    '//evil.example/favicon.svg',
  ];
  for (const path of paths) {
    const answer = await raw({ path });
    expect(answer.status, path).toBeLessThan(500);
    if (answer.status >= 300 && answer.status < 400)
      expect(redirectHost(answer), `${path} → ${answer.headers.location}`).toBe(
        `localhost:${PORT}`,
      );
  }
  const collapsed = await raw({ path: '//evil.example/cars/new' });
  expect(collapsed.status).toBe(301);
  expect(collapsed.headers.location).toBe('/evil.example/cars/new');
});
