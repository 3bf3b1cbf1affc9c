import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords.ts';
import { publications, staffAccounts } from '../../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../../test/helper.ts';
import { bearer } from '../../../../test/identity.ts';
import { multipartBody, PDF } from '../../../../test/multipart.ts';

const STAFF = [
  { login: 'group-admin', role: 'admin', holdingId: null },
  { login: 'h1-admin', role: 'admin', holdingId: 1 },
  { login: 'h1-manager', role: 'manager', holdingId: 1 },
  { login: 'h2-admin', role: 'admin', holdingId: 2 },
] as const;
type Login = (typeof STAFF)[number]['login'];

const item = (over: Record<string, unknown> = {}) => ({
  title: 'Открытие нового шоурума',
  announce: 'Приглашаем на открытие',
  body: '<h2>Программа</h2><p onclick="x()">Тест-драйвы <script>alert(1)</script>весь день</p>',
  image: '/api/v1/images/content/news/1.svg',
  state: 'published',
  publishAt: '',
  ...over,
});

describe(`content editors of the back office on ${testDbLabel}`, () => {
  let t: TestApp;
  const tokens = {} as Record<Login, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const s of STAFF)
      await t.client.db.insert(staffAccounts).values({
        ...s,
        name: `Сотрудник ${s.login}`,
        passwordHash: await hashPassword(`${s.login}-pass-1`),
      });
    for (const s of STAFF) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/reports/auth/login?holdingId=${s.holdingId ?? 1}`,
        payload: { login: s.login, password: `${s.login}-pass-1` },
      });
      tokens[s.login] = res.json().token;
    }
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
  const publicNews = async (holdingId: number) =>
    (await t.app.inject(`/v1/news?holdingId=${holdingId}&perPage=50`)).json().items as {
      id: number;
      title: string;
    }[];
  const signature = async () =>
    (await t.app.inject('/v1/content/signature')).json().signature as string;

  it('a manager publishes a news item of their holding: sanitised, audited, public at once', async () => {
    const before = await signature();
    const res = await call('POST', '/reports/content/news?holdingId=1', 'h1-manager', item());
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      state: 'published',
      shared: false,
      slug: expect.stringMatching(/^otkrytie-[a-z0-9-]+$/),
    });
    expect(created.body).toBe('<h2>Программа</h2><p>Тест-драйвы весь день</p>');
    expect((await publicNews(1)).map((n) => n.id)).toContain(created.id);
    expect((await publicNews(2)).map((n) => n.id)).not.toContain(created.id);
    const page = await t.app.inject(`/v1/news/${created.slug}?holdingId=1`);
    expect(page.json().blocks).toEqual([
      { type: 'h2', text: 'Программа' },
      { type: 'p', text: 'Тест-драйвы весь день' },
    ]);
    expect(await signature()).not.toBe(before);
    const audit = await call(
      'GET',
      `/reports/audit?holdingId=1&entity=news&entityId=${created.id}`,
      'h1-admin',
    );
    expect(audit.json().items).toMatchObject([
      { action: 'create', before: null, after: { title: 'Открытие нового шоурума' } },
    ]);
  });

  it('schedules, edits and unpublishes, each written to the log with before and after', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const made = (
      await call(
        'POST',
        '/reports/content/actions?holdingId=2',
        'h2-admin',
        item({
          title: 'Скидка на шины',
          publishAt: later,
          endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        }),
      )
    ).json();
    expect(made).toMatchObject({ state: 'scheduled', startsAt: later });
    const listed = async () =>
      (
        (await t.app.inject('/v1/actions?holdingId=2&perPage=50')).json().items as { id: number }[]
      ).map((a) => a.id);
    expect(await listed()).not.toContain(made.id);
    const now = await call(
      'POST',
      `/reports/content/actions/${made.id}?holdingId=2`,
      'h2-admin',
      item({ title: 'Скидка на шины 20 %', slug: made.slug }),
    );
    expect(now.json()).toMatchObject({ state: 'published', title: 'Скидка на шины 20 %' });
    expect(await listed()).toContain(made.id);
    const off = await call(
      'POST',
      `/reports/content/actions/${made.id}/unpublish?holdingId=2`,
      'h2-admin',
    );
    expect(off.json().state).toBe('draft');
    expect(await listed()).not.toContain(made.id);
    const log = await call(
      'GET',
      `/reports/audit?holdingId=2&entity=actions&entityId=${made.id}`,
      'h2-admin',
    );
    const actions = (
      log.json().items as {
        action: string;
        before: { title?: string } | null;
        after: { isPublished: boolean };
      }[]
    ).map((e) => [e.action, e.before?.title ?? null, e.after.isPublished]);
    expect(actions).toEqual([
      ['unpublish', 'Скидка на шины 20 %', false],
      ['update', 'Скидка на шины', true],
      ['create', null, true],
    ]);
    const staffList = await call('GET', '/reports/content/actions?holdingId=2', 'h2-admin');
    expect(staffList.json().items.find((a: { id: number }) => a.id === made.id)).toMatchObject({
      state: 'draft',
    });
  });

  it('keeps each holding to its own content, and shared items to an administrator of both', async () => {
    const own = (
      await call(
        'POST',
        '/reports/content/blog?holdingId=1',
        'h1-admin',
        item({ title: 'Блог первого' }),
      )
    ).json();
    // Another holding's staff: refused on this holding's site and blind to the item on their own.
    expect(
      (await call('POST', '/reports/content/blog?holdingId=1', 'h2-admin', item())).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/reports/content/blog/${own.id}?holdingId=2`, 'h2-admin')).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/reports/content/blog/${own.id}?holdingId=2`, 'h2-admin', item()))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/reports/content/blog/${own.id}/unpublish?holdingId=1`, 'h2-admin'))
        .statusCode,
    ).toBe(403);
    // No staff token at all.
    for (const [method, url] of [
      ['GET', '/reports/content/blog?holdingId=1'],
      ['POST', '/reports/content/blog?holdingId=1'],
      ['GET', `/reports/content/blog/${own.id}?holdingId=1`],
      ['POST', `/reports/content/blog/${own.id}/unpublish?holdingId=1`],
      ['GET', '/reports/pages?holdingId=1'],
      ['POST', '/reports/pages/cookie?holdingId=1'],
      ['POST', '/reports/content-images?holdingId=1'],
    ] as const)
      expect(
        (await call(method, url, null, method === 'POST' ? item() : undefined)).statusCode,
      ).toBe(401);
    // A shared item (both holdings): read by all, changed only by the group's administrator.
    const shared = (
      await call(
        'POST',
        '/reports/content/media?holdingId=1',
        'group-admin',
        item({ title: 'Общее медиа' }),
      )
    ).json();
    await t.client.db
      .update(publications)
      .set({ holdingId: null })
      .where(eq(publications.id, shared.id));
    expect(
      (await call('GET', `/reports/content/media/${shared.id}?holdingId=2`, 'h2-admin')).json()
        .shared,
    ).toBe(true);
    const refused = await call(
      'POST',
      `/reports/content/media/${shared.id}?holdingId=1`,
      'h1-manager',
      item(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Запись обоих холдингов правит администратор обоих холдингов',
    );
    expect(
      (
        await call(
          'POST',
          `/reports/content/media/${shared.id}?holdingId=2`,
          'group-admin',
          item({ title: 'Общее медиа 2' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with a Russian message and writes nothing', async () => {
    const count = async () =>
      (await call('GET', '/reports/content/news?holdingId=1&perPage=100', 'h1-admin')).json().meta
        .page.total as number;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Введите заголовок'],
      [{ image: 'https://evil.example/x.png' }, 'Загрузите картинку'],
      [{ publishAt: 'завтра' }, 'Начало публикации: дата и время'],
      [{ slug: 'Не латиница' }, 'Адрес: латинские буквы, цифры и дефисы'],
      [{ state: 'live' }, 'Состояние: draft или published'],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/reports/content/news?holdingId=1', 'h1-admin', item(over));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(message);
    }
    expect(
      (await call('POST', '/reports/content/rumours?holdingId=1', 'h1-admin', item())).statusCode,
    ).toBe(400);
    const first = (
      await call(
        'POST',
        '/reports/content/news?holdingId=1',
        'h1-admin',
        item({ slug: 'odin-adres' }),
      )
    ).json();
    const clash = await call(
      'POST',
      '/reports/content/news?holdingId=1',
      'h1-admin',
      item({ slug: 'odin-adres' }),
    );
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'Такой адрес уже занят']);
    expect(await count()).toBe(before + 1);
    expect(
      (await call('GET', `/reports/content/news/${first.id + 1000}?holdingId=1`, 'h1-admin'))
        .statusCode,
    ).toBe(404);
  });

  it('lets an administrator edit an info page for their holding only; a manager may not', async () => {
    const list = await call('GET', '/reports/pages?holdingId=1', 'h1-admin');
    expect(list.json().items.map((p: { code: string }) => p.code)).toContain('cookie');
    expect((await call('GET', '/reports/pages?holdingId=1', 'h1-manager')).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/reports/pages/cookie?holdingId=1', 'h1-manager', {
          title: 'x',
          description: '',
          body: '',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/reports/pages/unknown?holdingId=1', 'h1-admin', {
          title: 'x',
          description: '',
          body: '',
        })
      ).statusCode,
    ).toBe(400);
    const other = (await t.app.inject('/v1/static/page/cookie?holdingId=2')).json();
    const saved = await call('POST', '/reports/pages/cookie?holdingId=1', 'h1-admin', {
      title: 'Политика cookie',
      description: 'Как сайт использует cookie',
      body: '<p>Мы используем cookie.</p><img src="x" onerror="alert(1)">',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().body).toBe('<p>Мы используем cookie.</p>');
    expect((await t.app.inject('/v1/static/page/cookie?holdingId=1')).json()).toMatchObject({
      title: 'Политика cookie',
      blocks: [{ type: 'p', text: 'Мы используем cookie.' }],
    });
    // The other holding keeps the page it had.
    expect((await t.app.inject('/v1/static/page/cookie?holdingId=2')).json()).toEqual(other);
    const log = await call(
      'GET',
      '/reports/audit?holdingId=1&entity=page&entityId=cookie',
      'h1-admin',
    );
    expect(log.json().items[0]).toMatchObject({
      action: expect.any(String),
      after: { title: 'Политика cookie' },
    });
  });

  it('resizes an uploaded picture to WebP on the server and serves it; a PDF is refused', async () => {
    const big = await sharp({
      create: { width: 3200, height: 1800, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .toBuffer();
    const upload = (content: Buffer, who: Login = 'h1-manager') => {
      const { body, boundary } = multipartBody([
        { field: 'file', file: 'photo.jpg', type: 'image/jpeg', content },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/v1/reports/content-images?holdingId=1',
        payload: body,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...bearer(tokens[who]),
        },
      });
    };
    const res = await upload(big);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 1600, height: 900 });
    const served = await t.app.inject(res.json().url.replace('/api', ''));
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
    });
    const pdf = await upload(PDF);
    expect([pdf.statusCode, pdf.json().message]).toEqual([415, 'Загрузите картинку JPG или PNG']);
    expect((await upload(big, 'h2-admin')).statusCode).toBe(403);
  });
});
