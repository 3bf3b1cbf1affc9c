import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeBanners, staffAudit } from '../../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../../test/helper.ts';
import { bearer } from '../../../../test/identity.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { staffToken } from '../../../../test/staff.ts';

const STAFF = [
  { login: 'group-admin', role: 'admin', holdingId: null },
  { login: 'h1-admin', role: 'admin', holdingId: 1 },
  { login: 'h1-manager', role: 'manager', holdingId: 1 },
  { login: 'h2-admin', role: 'admin', holdingId: 2 },
] as const;
type Login = (typeof STAFF)[number]['login'];

const START = new Date('2026-11-28T09:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();

const banner = (over: Record<string, unknown> = {}) => ({
  title: 'Зимние шины со скидкой',
  text: 'Шиномонтаж в подарок',
  image: '/api/v1/images/banners/1.svg',
  link: '/actions/',
  position: 10,
  state: 'published',
  publishAt: '',
  publishUntil: '',
  ...over,
});

describe(`home banners in the back office on ${testDbLabel}`, () => {
  let t: TestApp;
  let now = START;
  const tokens = {} as Record<Login, string>;

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: () => now } });
    for (const s of STAFF) tokens[s.login] = await staffToken(t, s);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    who: Login | null,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      headers: who ? bearer(tokens[who]) : {},
      ...(payload ? { payload } : {}),
    });
  const shown = async (holdingId: number) =>
    (
      (await t.app.inject(`/v1/content/banners?holdingId=${holdingId}`)).json().items as {
        title: string;
      }[]
    ).map((b) => b.title);
  const signature = async () =>
    (await t.app.inject('/v1/content/signature')).json().signature as string;
  const rows = async () => {
    const [banners] = await t.client.db.select({ n: count() }).from(homeBanners);
    const [audit] = await t.client.db.select({ n: count() }).from(staffAudit);
    return { banners: banners?.n, audit: audit?.n };
  };

  it('a manager adds a banner to their holding: shown at once on its home page only, audited', async () => {
    const before = await signature();
    const res = await call('POST', '/reports/banners?holdingId=1', 'h1-manager', banner());
    expect(res.statusCode).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({
      state: 'published',
      imageWidth: 1200,
      imageHeight: 500,
      publishAt: START.toISOString(),
      publishUntil: null,
    });
    expect(await shown(1)).toEqual(['Зимние шины со скидкой']);
    expect(await shown(2)).toEqual([]);
    expect(await signature()).not.toBe(before);
    const audit = await call(
      'GET',
      `/reports/audit?holdingId=1&entity=banner&entityId=${made.id}`,
      'h1-admin',
    );
    expect(audit.json().items).toMatchObject([
      {
        action: 'create',
        before: null,
        after: { title: 'Зимние шины со скидкой', link: '/actions/' },
      },
    ]);
  });

  it('follows the schedule: order, start, end, drafts; the signature moves when a time comes', async () => {
    const post = (over: Record<string, unknown>) =>
      call('POST', '/reports/banners?holdingId=2', 'h2-admin', banner(over));
    const first = (await post({ title: 'Второй по порядку', position: 20 })).json();
    await post({ title: 'Первый по порядку', position: 5, link: 'https://example.ru/promo?a=1' });
    const later = (await post({ title: 'Завтрашний', publishAt: at(24) })).json();
    const ending = (await post({ title: 'До вечера', position: 30, publishUntil: at(8) })).json();
    const draft = (await post({ title: 'Черновик', state: 'draft' })).json();
    expect([later.state, ending.state, draft.state]).toEqual(['scheduled', 'published', 'draft']);
    expect(await shown(2)).toEqual(['Первый по порядку', 'Второй по порядку', 'До вечера']);

    const list = (await call('GET', '/reports/banners?holdingId=2', 'h2-admin')).json().items as {
      id: number;
      state: string;
    }[];
    expect(list.map((b) => [b.id, b.state])).toEqual(
      expect.arrayContaining([
        [first.id, 'published'],
        [ending.id, 'published'],
        [draft.id, 'draft'],
        [later.id, 'scheduled'],
      ]),
    );

    // The public list and the signature follow the clock (staff tokens would expire: not used).
    const morning = await signature();
    try {
      now = new Date(START.getTime() + 9 * HOUR);
      expect(await shown(2)).toEqual(['Первый по порядку', 'Второй по порядку']);
      const evening = await signature();
      expect(evening).not.toBe(morning);
      now = new Date(START.getTime() + 25 * HOUR);
      expect(await shown(2)).toEqual(['Первый по порядку', 'Завтрашний', 'Второй по порядку']);
      expect(await signature()).not.toBe(evening);
    } finally {
      now = START;
    }
  });

  it('edits and unpublishes with the log keeping before and after; the home page drops it', async () => {
    const made = (
      await call('POST', '/reports/banners?holdingId=1', 'h1-admin', banner({ title: 'Кредит' }))
    ).json();
    const edited = await call(
      'POST',
      `/reports/banners/${made.id}?holdingId=1`,
      'h1-manager',
      banner({ title: 'Кредит 0%', position: 1 }),
    );
    expect(edited.json()).toMatchObject({ title: 'Кредит 0%', position: 1, state: 'published' });
    expect((await shown(1))[0]).toBe('Кредит 0%');
    const before = await signature();
    const off = await call('POST', `/reports/banners/${made.id}/unpublish?holdingId=1`, 'h1-admin');
    expect(off.json().state).toBe('withdrawn');
    expect(await shown(1)).not.toContain('Кредит 0%');
    expect(await signature()).not.toBe(before);
    const one = await call('GET', `/reports/banners/${made.id}?holdingId=1`, 'h1-manager');
    expect(one.json()).toMatchObject({ id: made.id, state: 'withdrawn', title: 'Кредит 0%' });
    const audit = await call(
      'GET',
      `/reports/audit?holdingId=1&entity=banner&entityId=${made.id}`,
      'h1-admin',
    );
    expect(
      audit
        .json()
        .items.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['create', 'unpublish', 'update']);
    const again = await call(
      'POST',
      `/reports/banners/${made.id}?holdingId=1`,
      'h1-admin',
      banner({ title: 'Кредит 0%' }),
    );
    expect(again.json().state).toBe('published');
  });

  it('keeps each holding to its own staff: 401 without a token, 403 on the other site, 404 for its banners', async () => {
    const own = (
      await call('POST', '/reports/banners?holdingId=1', 'h1-admin', banner({ title: 'Свой' }))
    ).json();
    const calls: [method: 'GET' | 'POST', url: string, body?: Record<string, unknown>][] = [
      ['GET', '/reports/banners?holdingId=1'],
      ['POST', '/reports/banners?holdingId=1', banner()],
      ['GET', `/reports/banners/${own.id}?holdingId=1`],
      ['POST', `/reports/banners/${own.id}?holdingId=1`, banner()],
      ['POST', `/reports/banners/${own.id}/unpublish?holdingId=1`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, 'h2-admin', body)).statusCode, url).toBe(403);
      const mine = await call(method, url.replace('holdingId=1', 'holdingId=2'), 'h2-admin', body);
      expect(mine.statusCode, url).toBe(url.includes(`/${own.id}`) ? 404 : 200);
    }
    const group = await call('GET', `/reports/banners/${own.id}?holdingId=1`, 'group-admin');
    expect(group.statusCode).toBe(200);
    const missing = await call('GET', '/reports/banners/999999?holdingId=1', 'h1-admin');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Баннер не найден']);
  });

  it('refuses bad input in Russian with nothing written', async () => {
    const written = await rows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Введите заголовок'],
      [{ link: 'javascript:alert(1)' }, 'link', 'Ссылка: адрес на сайте'],
      [{ link: '//evil.example/' }, 'link', 'Ссылка: адрес на сайте'],
      [{ link: 'http://example.ru/' }, 'link', 'Ссылка: адрес на сайте'],
      [{ link: '' }, 'link', 'Укажите ссылку'],
      [{ image: 'https://evil.example/x.png' }, 'image', 'Загрузите картинку'],
      [{ image: `/api/v1/images/uploads/${'a'.repeat(32)}.webp` }, 'image', 'Загрузите картинку'],
      [{ image: '/api/v1/images/banners/99.svg' }, 'image', 'Загрузите картинку'],
      [{ position: -1 }, 'position', 'Порядок: от 0'],
      [{ position: 'первый' }, 'position', 'Порядок: целое число'],
      [{ publishAt: 'завтра' }, 'publishAt', 'Начало показа: дата и время'],
      [
        { publishAt: at(5), publishUntil: at(2) },
        'publishUntil',
        'Окончание показа должно быть позже его начала',
      ],
      [{ state: 'live' }, 'state', 'Состояние: draft или published'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/reports/banners?holdingId=1', 'h1-admin', banner(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const details = res.json().details as { field: string; message: string }[];
      expect(details.find((d) => d.field === field)?.message, JSON.stringify(over)).toContain(
        message,
      );
    }
    const made = (await call('POST', '/reports/banners?holdingId=1', 'h1-admin', banner())).json();
    const afterMade = await rows();
    const bad = await call(
      'POST',
      `/reports/banners/${made.id}?holdingId=1`,
      'h1-admin',
      banner({ title: 'Новое', link: 'ftp://x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(await rows()).toEqual(afterMade);
    expect(afterMade).toEqual({
      banners: (written.banners ?? 0) + 1,
      audit: (written.audit ?? 0) + 1,
    });
    const still = await call('GET', `/reports/banners/${made.id}?holdingId=1`, 'h1-admin');
    expect(still.json().title).toBe('Зимние шины со скидкой');
  });

  it('takes an uploaded picture with its size and serves narrower WebP copies for srcset', async () => {
    const jpeg = await sharp({
      create: { width: 2400, height: 1000, channels: 3, background: '#aa3366' },
    })
      .jpeg()
      .toBuffer();
    const { body, boundary } = multipartBody([
      { field: 'file', file: 'banner.jpg', type: 'image/jpeg', content: jpeg },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/reports/content-images?holdingId=1',
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(tokens['h1-manager']),
      },
    });
    const { url } = upload.json() as { url: string };
    const made = await call(
      'POST',
      '/reports/banners?holdingId=1',
      'h1-manager',
      banner({ image: url, title: 'С фото' }),
    );
    expect(made.json()).toMatchObject({ image: url, imageWidth: 1600, imageHeight: 667 });
    for (const width of [480, 960]) {
      const copy = await t.app.inject(url.replace('/api', '').replace('.webp', `-${width}.webp`));
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
    const odd = await t.app.inject(url.replace('/api', '').replace('.webp', '-500.webp'));
    expect(odd.statusCode).toBe(400);
    const gone = await t.app.inject(`/v1/images/uploads/${'b'.repeat(32)}-480.webp`);
    expect(gone.statusCode).toBe(404);
    const art = await t.app.inject('/v1/images/banners/2.svg');
    expect([art.statusCode, art.headers['content-type']]).toEqual([
      200,
      'image/svg+xml; charset=utf-8',
    ]);
  });

  it('answers the public list with a Russian 400 for a bad holding', async () => {
    const res = await t.app.inject('/v1/content/banners?holdingId=3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[а-я]/);
  });
});
