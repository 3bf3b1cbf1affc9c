import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../../test/helper.ts';
import { queryRows } from '../../../../test/test-db.ts';
import { bearer, login, recordingSms, testClock } from '../../../../test/identity.ts';
import { staffToken } from '../../../../test/staff.ts';

// Bookings handled in the back office (issue 30 item 2): a booking moved or cancelled tells the
// customer by SMS and is written to the audit log; a dealership's reception (days, hours, slot,
// places) is edited by its staff. Access per call: another dealership 404, another holding 403.
// Friday 27 November 2026, 10:20 in Moscow; the reception works Monday to Saturday, 09:00-12:00.
const time = testClock(new Date('2026-11-27T07:20:00Z'));
const MONDAY = '2026-11-30';
const SUNDAY = '2026-11-29';

const FIXTURE = `
  insert into holdings (id, domain, name) values (1, 'localhost', 'ВЕКТОР'), (2, 'h2.localhost', 'Вектор-2');
  insert into cities (code, name, region_with_type, lat, lon) values ('msk', 'Москва', 'г Москва', 55.75, 37.62);
  insert into dealers (id, holding_id, city_code, code, name, name_ru, address, lat, lon, working_hours)
  values (1, 1, 'msk', 'svc-one', 'Сервис Один', 'Сервис Один', 'ул. Примерная, 1', 55.7, 37.6, '09:00-12:00'),
         (2, 1, 'msk', 'svc-two', 'Сервис Два', 'Сервис Два', 'ул. Примерная, 2', 55.7, 37.6, '09:00-12:00'),
         (3, 2, 'msk', 'svc-three', 'Сервис Три', 'Сервис Три', 'ул. Примерная, 3', 55.7, 37.6, '09:00-12:00');
  insert into service_schedules (dealer_id, weekdays, opens_at, closes_at, slot_minutes, capacity)
  values (1, '{1,2,3,4,5,6}', 540, 720, 60, 1), (2, '{1,2,3,4,5}', 540, 720, 60, 1), (3, '{1,2,3,4,5}', 540, 720, 60, 1);
  insert into service_works (holding_id, code, name, page_path, price_from, duration_minutes, sort)
  values (null, 'to', 'Техническое обслуживание', 'service/to', 9900, 120, 1);
`;

describe(`/reports bookings: move, cancel, receptions on ${testDbLabel}`, () => {
  let t: TestApp;
  const sms = recordingSms();
  const tokens: Record<string, string> = {};
  let visitor = 0;

  const book = async (dealer: string, date: string, hour: string, holdingId = 1) => {
    visitor += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/timeslots/book?holdingId=${holdingId}`,
      headers: { 'x-forwarded-for': `192.0.2.${visitor}` },
      payload: {
        dealer,
        date,
        time: hour,
        work: 'to',
        formUrl: '/service/online/',
        formData: {
          firstname: 'Пётр',
          phone: `+7 900-000-77-${String(visitor).padStart(2, '0')}`,
          policy: true,
          mark: 'Kia',
          model: 'Rio',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().bookingId as number;
  };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
  const free = async (date: string, hour: string) =>
    (
      (await t.app.inject(`/v1/timeslots?holdingId=1&dealer=svc-one&date=${date}`)).json() as {
        slots: { time: string; free: number }[];
      }
    ).slots.find((s) => s.time === hour)?.free ?? 0;
  const audit = async (entity: string) =>
    (await call('GET', `/reports/audit?holdingId=1&entity=${entity}`, tokens.admin!)).json()
      .items as { action: string; before: object; after: object; staff: { name: string } }[];

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock, sms: sms.gateway } });
    for (const statement of FIXTURE.split(';').filter((text) => text.trim()))
      await queryRows(t.client, statement);
    tokens.admin = await staffToken(t, { login: 'r-admin', role: 'admin', holdingId: 1 });
    tokens.own = await staffToken(t, {
      login: 'r-own',
      role: 'manager',
      holdingId: 1,
      dealerIds: [1],
    });
    tokens.other = await staffToken(t, {
      login: 'r-other',
      role: 'manager',
      holdingId: 1,
      dealerIds: [2],
    });
    tokens.second = await staffToken(t, { login: 'r-second', role: 'admin', holdingId: 2 });
    tokens.customer = (await login(t.app, sms, 71)).token;
  });
  afterAll(() => t.close());

  it('moves a booking to a free time, frees the old one, tells the customer and logs it', async () => {
    const id = await book('svc-one', MONDAY, '09:00');
    const taken = await book('svc-one', MONDAY, '10:00');
    expect(await free(MONDAY, '09:00')).toBe(0);
    const move = (token: string, body: object, holdingId = 1) =>
      call('POST', `/reports/bookings/${id}/move?holdingId=${holdingId}`, token, body);

    // Refused: a full slot, a closed day, a time off the schedule, and anyone out of scope.
    const full = await move(tokens.own!, { date: MONDAY, time: '10:00' });
    expect([full.statusCode, full.json().message]).toEqual([
      409,
      'В это время мест нет, выберите другое',
    ]);
    expect((await move(tokens.own!, { date: SUNDAY, time: '10:00' })).json().message).toBe(
      'В этот день сервис не работает, выберите другой день',
    );
    expect((await move(tokens.own!, { date: MONDAY, time: '10:30' })).statusCode).toBe(400);
    expect((await move(tokens.own!, { date: MONDAY, time: '25:00' })).statusCode).toBe(400);
    expect((await move(tokens.other!, { date: MONDAY, time: '11:00' })).statusCode).toBe(404);
    expect((await move(tokens.second!, { date: MONDAY, time: '11:00' })).statusCode).toBe(403);
    expect((await move(tokens.customer!, { date: MONDAY, time: '11:00' })).statusCode).toBe(401);

    const sent = sms.sent.length;
    const moved = await move(tokens.own!, { date: MONDAY, time: '11:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: MONDAY, time: '11:00', car: 'Kia Rio' });
    expect(await free(MONDAY, '09:00')).toBe(1);
    expect(await free(MONDAY, '11:00')).toBe(0);
    expect(sms.sent.slice(sent)).toEqual([
      {
        to: expect.stringMatching(/^7900000770\d$/),
        text: 'Ваша запись на сервис перенесена: 30.11 в 11:00, Сервис Один. Подробности — в личном кабинете.',
      },
    ]);
    expect((await audit('booking'))[0]).toMatchObject({
      action: 'move',
      staff: { name: 'Сотрудник r-own' },
      before: { date: MONDAY, time: '09:00', dealer: 'Сервис Один' },
      after: { date: MONDAY, time: '11:00', dealer: 'Сервис Один' },
    });

    // Cancelled: the customer is told once, the log has it, and it cannot be moved any more.
    const cancelled = await call(
      'POST',
      `/reports/bookings/${taken}/cancel?holdingId=1`,
      tokens.admin!,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await free(MONDAY, '10:00')).toBe(1);
    expect(sms.sent.at(-1)?.text).toBe(
      'Ваша запись на сервис 30.11 в 10:00 (Сервис Один) отменена. Подробности — в личном кабинете.',
    );
    const count = sms.sent.length;
    await call('POST', `/reports/bookings/${taken}/cancel?holdingId=1`, tokens.admin!);
    expect(sms.sent.length).toBe(count);
    expect((await audit('booking')).map((e) => e.action)).toEqual(['cancel', 'move']);
    const again = await call('POST', `/reports/bookings/${taken}/move?holdingId=1`, tokens.admin!, {
      date: MONDAY,
      time: '09:00',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets a dealership’s staff edit its reception; the public slots follow at once', async () => {
    const mine = (await call('GET', '/reports/receptions?holdingId=1', tokens.own!)).json();
    expect(mine.items).toEqual([
      {
        dealer: { id: 1, name: 'Сервис Один' },
        weekdays: [1, 2, 3, 4, 5, 6],
        opensAt: '09:00',
        closesAt: '12:00',
        slotMinutes: 60,
        capacity: 1,
      },
    ]);
    const all = (await call('GET', '/reports/receptions?holdingId=1', tokens.admin!)).json();
    expect(all.items).toHaveLength(2);
    const edit = (token: string, body: object, dealerId = 1, holdingId = 1) =>
      call('PATCH', `/reports/receptions/${dealerId}?holdingId=${holdingId}`, token, body);
    const week = { weekdays: [1, 2, 3, 4, 5, 7], opensAt: '09:00', closesAt: '12:00' };
    const bad = await edit(tokens.own!, {
      ...week,
      closesAt: '08:00',
      slotMinutes: 60,
      capacity: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({
      field: 'closesAt',
      message: 'Сервис должен закрываться позже, чем открывается',
    });
    expect((await edit(tokens.own!, { ...week, slotMinutes: 5, capacity: 3 })).statusCode).toBe(
      400,
    );
    expect((await edit(tokens.other!, { ...week, slotMinutes: 60, capacity: 3 })).statusCode).toBe(
      404,
    );
    expect((await edit(tokens.second!, { ...week, slotMinutes: 60, capacity: 3 })).statusCode).toBe(
      403,
    );
    const done = await edit(tokens.own!, { ...week, slotMinutes: 60, capacity: 3 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ weekdays: [1, 2, 3, 4, 5, 7], capacity: 3 });
    // Three places a slot now; Sunday open, Saturday closed.
    expect(await free(MONDAY, '12:00')).toBe(0);
    expect(await free(MONDAY, '10:00')).toBe(3);
    expect(await free(SUNDAY, '10:00')).toBe(3);
    expect((await audit('reception'))[0]).toMatchObject({
      action: 'update',
      before: { dealer: 'Сервис Один', weekdays: '1, 2, 3, 4, 5, 6', capacity: 1 },
      after: { dealer: 'Сервис Один', weekdays: '1, 2, 3, 4, 5, 7', capacity: 3 },
    });
  });
});
