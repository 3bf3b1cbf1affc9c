import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, BOOKING_MESSAGES } from '@dealer/domain';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { queryRows } from '../../../test/test-db.ts';
import { bearer, login, recordingSms, testClock } from '../../../test/identity.ts';
import { staffToken } from '../../../test/staff.ts';

// Friday 27 November 2026, 10:20 in Moscow; the reception works Monday to Saturday, 09:00-12:00.
const time = testClock(new Date('2026-11-27T07:20:00Z'));
const SATURDAY = '2026-11-28';

const FIXTURE = `
  insert into holdings (id, domain, name) values (1, 'localhost', 'ВЕКТОР'), (2, 'h2.localhost', 'Вектор-2');
  insert into cities (code, name, region_with_type, lat, lon) values
    ('msk', 'Москва', 'г Москва', 55.75, 37.62), ('spb', 'Санкт-Петербург', 'г Санкт-Петербург', 59.94, 30.31);
  insert into dealers (id, holding_id, city_code, code, name, name_ru, address, lat, lon, working_hours)
  values (1, 1, 'msk', 'demo-service', 'Demo Service', 'Демо Сервис', 'ул. Примерная, 1', 55.7, 37.6, '09:00-12:00'),
         (2, 2, 'spb', 'demo-spb', 'Demo SPb', 'Демо Петербург', 'пр. Образцовый, 2', 59.9, 30.3, '09:00-12:00');
  insert into service_schedules (dealer_id, weekdays, opens_at, closes_at, slot_minutes, capacity)
  values (1, '{1,2,3,4,5,6}', 540, 720, 60, 2), (2, '{1,2,3,4,5}', 540, 720, 60, 1);
  insert into service_works (holding_id, code, name, page_path, price_from, duration_minutes, sort)
  values (null, 'to', 'Техническое обслуживание', 'service/to', 9900, 120, 1),
         (null, 'oil', 'Замена масла', 'service/to/zamena-masla', 2500, 30, 2),
         (2, 'oil', 'Замена масла и фильтра', 'service/to/zamena-masla', 2900, 40, 2);
  insert into service_pages (holding_id, path, title, sort) values
    (null, 'service', 'Сервис', 0), (null, 'service/to', 'Техническое обслуживание', 1),
    (null, 'service/to/zamena-masla', 'Замена масла', 1), (2, 'service/to', 'ТО в Петербурге', 1),
    (null, 'services/remote_settlement_losses', 'Урегулирование', 1),
    (null, 'services/remotexsettlement_losses/x', 'Не дочерняя', 1);
`;

let visitor = 0;
const booking = (
  overrides: Record<string, unknown> = {},
  formData: Record<string, unknown> = {},
) => {
  visitor += 1;
  return {
    dealer: 'demo-service',
    date: SATURDAY,
    time: '11:00',
    work: 'to',
    formUrl: '/service/online/',
    formData: {
      firstname: 'Пётр',
      phone: `+7 900-000-${String(10 + (visitor % 90)).padStart(2, '0')}-${String(visitor % 100).padStart(2, '0')}`,
      policy: true,
      mark: 'Kia',
      model: 'Rio',
      ...formData,
    },
    ...overrides,
  };
};

// One migrated database for the file: the fixture is small and the tests build on each other.
let t: TestApp;
const sms = recordingSms();
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: time.clock, sms: sms.gateway } });
  for (const statement of FIXTURE.split(';').filter((text) => text.trim()))
    await queryRows(t.client, statement);
});
afterAll(() => t.close());

describe(`service booking on ${testDbLabel}`, () => {
  const get = (url: string) => t.app.inject(`/v1${url}`);
  const book = (body: object, holdingId = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/timeslots/book?holdingId=${holdingId}`,
      payload: body,
      headers: { 'x-forwarded-for': `198.51.100.${visitor % 250}` },
    });
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.client, `select count(*)::int as n from ${table}`))[0]!.n;

  it('lists the receptions of the holding with hours, capacity and the works', async () => {
    const options = (await get('/timeslots/options?holdingId=1')).json();
    expect(options.dealers).toEqual([
      expect.objectContaining({
        code: 'demo-service',
        opensAt: '09:00',
        closesAt: '12:00',
        capacity: 2,
        weekdays: [1, 2, 3, 4, 5, 6],
      }),
    ]);
    expect(options.works.map((w: { name: string }) => w.name)).toEqual([
      'Техническое обслуживание',
      'Замена масла',
    ]);
    const second = (await get('/timeslots/options?holdingId=2&city=spb')).json();
    expect(second.dealers.map((d: { code: string }) => d.code)).toEqual(['demo-spb']);
    expect(second.works[1].name).toBe('Замена масла и фильтра');
  });

  it('offers the slots of a day, today only those not begun', async () => {
    const today = (await get('/timeslots?holdingId=1&dealer=demo-service&date=2026-11-27')).json();
    expect(today.slots).toEqual([{ time: '11:00', free: 2 }]);
    const saturday = (
      await get(`/timeslots?holdingId=1&dealer=demo-service&date=${SATURDAY}`)
    ).json();
    expect(saturday.slots.map((s: { time: string }) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ]);
  });

  it('refuses a bad day or dealer with a 400 and a Russian message', async () => {
    const cases: [string, string][] = [
      ['dealer=demo-service&date=28.11.2026', BOOKING_MESSAGES.day],
      ['dealer=demo-service&date=2026-02-30', BOOKING_MESSAGES.day],
      ['dealer=demo-service&date=2026-11-20', BOOKING_MESSAGES.pastDay],
      ['dealer=demo-service&date=2027-01-20', BOOKING_MESSAGES.farDay],
      ['dealer=demo-service&date=2026-11-29', BOOKING_MESSAGES.closedDay],
      ['dealer=demo-spb&date=2026-11-30', BOOKING_MESSAGES.dealer],
      ['dealer=Bad%20Code&date=2026-11-30', 'Выберите дилерский центр'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/timeslots?holdingId=1&${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      // Schema errors carry the field's message in details, rule errors as the message itself.
      expect(
        [body.message, ...body.details.map((d: { message: string }) => d.message)],
        query,
      ).toContain(message);
    }
  });

  it('books a place, answers a resubmit with the same booking, and stops offering a full slot', async () => {
    const first = booking();
    const res = await book(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      duplicate: false,
      date: SATURDAY,
      time: '11:00',
      work: 'Техническое обслуживание',
      dealer: { code: 'demo-service', name: 'Demo Service' },
    });
    const again = await book(first);
    expect(again.json()).toMatchObject({ duplicate: true, bookingId: res.json().bookingId });
    const [lead] = await queryRows<{ form_id: string; payload: Record<string, string> }>(
      t.client,
      `select form_id, payload from leads where id = ${res.json().leadId}`,
    );
    expect(lead).toMatchObject({
      form_id: 'form_service',
      payload: { serviceDate: SATURDAY, serviceTime: '11:00', dealerName: 'Demo Service' },
    });
    expect((await book(booking())).statusCode).toBe(200);
    const slots = (await get(`/timeslots?holdingId=1&dealer=demo-service&date=${SATURDAY}`)).json();
    expect(slots.slots.map((s: { time: string }) => s.time)).toEqual(['09:00', '10:00']);
    const full = await book(booking());
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(BOOKING_MESSAGES.slotTaken);
  });

  it('gives the booking its calendar file by its key alone, in Moscow time', async () => {
    const res = await book(booking({ time: '09:00', date: '2026-12-08' }));
    expect(res.statusCode).toBe(200);
    const { bookingId, calendarKey } = res.json() as { bookingId: number; calendarKey: string };
    const file = await get(`/timeslots/bookings/${bookingId}/calendar.ics?key=${calendarKey}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`service-${bookingId}.ics`);
    const lines = file.body.replaceAll('\r\n ', '').split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Moscow:20261208T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Moscow:20261208T100000');
    expect(lines).toContain('LOCATION:Демо Сервис\\, ул. Примерная\\, 1');
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toBe(
      'SUMMARY:Сервис: Техническое обслуживание — Демо Сервис',
    );
    for (const url of [
      `/timeslots/bookings/${bookingId}/calendar.ics`,
      `/timeslots/bookings/${bookingId}/calendar.ics?key=${calendarKey.slice(1)}x`,
      `/timeslots/bookings/${bookingId + 1}/calendar.ics?key=${calendarKey}`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().message).toBe('Запись не найдена или отменена');
    }
    expect((await get('/timeslots/bookings/abc/calendar.ics?key=x')).statusCode).toBe(400);
  });

  it('gives the last place to one of several visitors racing for it, and a clear message to the rest', async () => {
    expect((await book(booking({ time: '10:00' }))).statusCode).toBe(200);
    const leadsBefore = await count('leads');
    const racers = Array.from({ length: 6 }, () => booking({ time: '10:00' }));
    const answers = await Promise.all(racers.map((body) => book(body)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(await count('leads')).toBe(leadsBefore + 1);
    const [slot] = await queryRows<{ n: number }>(
      t.client,
      `select count(*)::int as n from service_bookings where day = '${SATURDAY}' and starts_at = 600`,
    );
    expect(slot!.n).toBe(2);
  });

  it('lists the bookable days with their free places, a full day at 0', async () => {
    type Day = { date: string; free: number };
    const days = async () =>
      (await get('/timeslots/days?holdingId=1&dealer=demo-service')).json().days as Day[];
    const before = await days();
    // Friday: only 11:00 has not begun; Saturday: 10:00 and 11:00 are full; Sunday is closed.
    expect(before.slice(0, 3)).toEqual([
      { date: '2026-11-27', free: 2 },
      { date: SATURDAY, free: 2 },
      { date: '2026-11-30', free: 6 },
    ]);
    expect(before.at(-1)).toEqual({ date: '2026-12-26', free: 6 });
    expect(before.some((day) => day.date === '2026-11-29')).toBe(false);
    for (let i = 0; i < 2; i += 1)
      expect((await book(booking({ time: '09:00' }))).statusCode).toBe(200);
    expect((await days())[1]).toEqual({ date: SATURDAY, free: 0 });
    const wrong = await get('/timeslots/days?holdingId=1&dealer=demo-spb');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(BOOKING_MESSAGES.dealer);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const leadsBefore = await count('leads');
    const bookingsBefore = await count('service_bookings');
    const cases: [object, string][] = [
      [booking({}, { policy: false }), 'formData.policy'],
      [booking({}, { phone: '12345' }), 'formData.phone'],
      [booking({ time: '09:30' }), 'time'],
      [booking({ time: 'утро' }), 'time'],
      [booking({ work: 'wash' }), 'work'],
      [booking({ date: '2026-11-29' }), 'date'],
      [booking({ dealer: 'demo-spb' }), 'dealer'],
    ];
    for (const [body, field] of cases) {
      const res = await book(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(/[а-яё]/i);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        field,
      ).toContain(field);
    }
    const robot = await book(booking({}, { robot: 'spam' }));
    expect(robot.statusCode).toBe(400);
    const broken = await book({ dealer: 'demo-service' });
    expect(broken.statusCode).toBe(400);
    expect(await count('leads')).toBe(leadsBefore);
    expect(await count('service_bookings')).toBe(bookingsBefore);
  });
});

// Hardening II item 3: one phone booked all 26 places of a day in 1.7 s. One visitor now holds at
// most BOOKING_LIMITS places of a dealer's day, per phone and per address, and staff of that
// dealership can cancel a booking, which frees its place.
describe(`booking limits and the staff cancel on ${testDbLabel}`, () => {
  const get = (url: string) => t.app.inject(`/v1${url}`);
  const bookFrom = (body: object, ip: string, holdingId = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/timeslots/book?holdingId=${holdingId}`,
      payload: body,
      headers: { 'x-forwarded-for': ip },
    });
  const count = async (where: string) =>
    (
      await queryRows<{ n: number }>(
        t.client,
        `select count(*)::int as n from service_bookings where ${where}`,
      )
    )[0]!.n;
  let address = 0;
  const freshAddress = () => {
    address += 1;
    return `192.0.2.${address}`;
  };
  // Monday to Friday of the week after; each slot of the reception takes 2 cars (6 places a day).
  const [MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY] = [
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
    '2026-12-04',
  ];

  it('takes at most the phone’s share of a dealer’s day, from any address, and says so in Russian', async () => {
    expect(BOOKING_LIMITS.perPhone).toBe(2);
    const phone = '+7 900-555-00-01';
    const mine = (time: string, date = MONDAY) =>
      booking({ date, time }, { phone, comment: `${date} ${time}` });
    expect((await bookFrom(mine('09:00'), freshAddress())).statusCode).toBe(200);
    expect((await bookFrom(mine('10:00'), freshAddress())).statusCode).toBe(200);
    const before = await count('true');
    const third = await bookFrom(mine('11:00'), freshAddress());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: 8,
      message: BOOKING_MESSAGES.phoneCap,
      details: [{ field: 'formData.phone', message: BOOKING_MESSAGES.phoneCap }],
    });
    expect(third.json().message).toMatch(/^На этот номер уже записано 2 машины/);
    expect(await count('true')).toBe(before);
    // The same number is welcome on another day, and a resubmit of a stored booking is answered.
    expect((await bookFrom(mine('11:00', THURSDAY), freshAddress())).statusCode).toBe(200);
    const again = await bookFrom(mine('09:00'), freshAddress());
    expect([again.statusCode, again.json().duplicate]).toEqual([200, true]);
  });

  it('takes at most the address’s share of a dealer’s day, whatever the phones', async () => {
    const ip = freshAddress();
    const answers = [];
    for (const time of ['09:00', '09:00', '10:00', '10:00', '11:00'])
      answers.push(await bookFrom(booking({ date: TUESDAY, time }), ip));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4]!.json()).toMatchObject({ code: 8, message: BOOKING_MESSAGES.addressCap });
    expect(answers[4]!.json().message).toMatch(/уже записано 4 машины/);
    // Another address books the place that was left.
    expect(
      (await bookFrom(booking({ date: TUESDAY, time: '11:00' }), freshAddress())).statusCode,
    ).toBe(200);
    // An IPv6 visitor is one address across its /64.
    const v6 = [
      ['2001:db8:1:2::1', '09:00'],
      ['2001:db8:1:2::2', '09:00'],
      ['2001:db8:1:2:a::3', '10:00'],
      ['2001:db8:1:2:b::4', '10:00'],
    ] as const;
    for (const [ip6, time] of v6)
      expect((await bookFrom(booking({ date: THURSDAY, time }), ip6)).statusCode).toBe(200);
    const fifth = await bookFrom(
      booking({ date: THURSDAY, time: '11:00' }),
      '2001:db8:1:2:ffff::5',
    );
    expect([fifth.statusCode, fifth.json().message]).toEqual([429, BOOKING_MESSAGES.addressCap]);
  });

  it('holds the phone’s share when one phone sends many bookings at once', async () => {
    const phone = '+7 900-555-00-02';
    const answers = await Promise.all(
      ['09:00', '09:00', '10:00', '10:00', '11:00', '11:00', '09:00', '10:00'].map((time, i) =>
        bookFrom(
          booking({ date: WEDNESDAY, time }, { phone, comment: `сразу ${i}` }),
          freshAddress(),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
    expect(await count(`day = '${WEDNESDAY}' and phone = '79005550002'`)).toBe(2);
  });

  it('lets only staff of the dealership cancel a booking; the place is free again', async () => {
    await queryRows(
      t.client,
      `insert into dealers (id, holding_id, city_code, code, name, name_ru, address, lat, lon, working_hours)
       values (3, 1, 'msk', 'demo-north', 'Demo North', 'Демо Север', 'ул. Северная, 3', 55.8, 37.6, '09:00-12:00')`,
    );
    const admin = await staffToken(t, { login: 'b-admin', role: 'admin', holdingId: 1 });
    const group = await staffToken(t, { login: 'b-group', role: 'admin', holdingId: null });
    const own = await staffToken(t, {
      login: 'b-own',
      role: 'manager',
      holdingId: 1,
      dealerIds: [1],
    });
    const other = await staffToken(t, {
      login: 'b-other',
      role: 'manager',
      holdingId: 1,
      dealerIds: [3],
    });
    const second = await staffToken(t, { login: 'b-second', role: 'admin', holdingId: 2 });
    const customer = (await login(t.app, sms, 61)).token;

    // The slot fills up.
    const first = booking({ date: FRIDAY, time: '09:00' }, { phone: '+7 900-555-00-03' });
    const firstBooked = await bookFrom(first, freshAddress());
    expect(firstBooked.statusCode).toBe(200);
    expect(
      (await bookFrom(booking({ date: FRIDAY, time: '09:00' }), freshAddress())).statusCode,
    ).toBe(200);
    expect(
      (await bookFrom(booking({ date: FRIDAY, time: '09:00' }), freshAddress())).statusCode,
    ).toBe(409);
    const { bookingId } = firstBooked.json();
    const spb = await bookFrom(
      booking({ dealer: 'demo-spb', date: FRIDAY, time: '09:00', work: 'oil' }),
      freshAddress(),
      2,
    );
    expect(spb.statusCode).toBe(200);

    const cancel = (id: number, token: string | null, holdingId = 1) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/reports/bookings/${id}/cancel?holdingId=${holdingId}`,
        headers: token === null ? {} : bearer(token),
      });
    expect((await cancel(bookingId, null)).statusCode).toBe(401);
    expect((await cancel(bookingId, customer)).statusCode).toBe(401);
    const foreign = await cancel(bookingId, second);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, 'Недостаточно прав']);
    // Asked on the other holding's site, the booking is not theirs to see.
    expect((await cancel(bookingId, second, 2)).statusCode).toBe(404);
    const notTheirs = await cancel(bookingId, other);
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([404, 'Запись не найдена']);
    expect((await cancel(spb.json().bookingId, admin)).statusCode).toBe(404);
    expect((await cancel(999_999, admin)).statusCode).toBe(404);
    expect(await count(`cancelled_at is not null`)).toBe(0);

    const cancelled = await cancel(bookingId, own);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: bookingId,
      dealer: { id: 1, code: 'demo-service', name: 'Demo Service' },
      date: FRIDAY,
      time: '09:00',
      work: { code: 'to', name: 'Техническое обслуживание' },
      phone: '+7 900-555-00-03',
      cancelledAt: time.clock().toISOString(),
    });
    // A second cancel changes nothing; the group's administrator may cancel on either holding.
    const twice = await cancel(bookingId, admin);
    expect(twice.json()).toEqual(cancelled.json());
    expect((await cancel(spb.json().bookingId, group, 2)).statusCode).toBe(200);

    // The place is offered and booked again; the cancelled visit is not booked twice.
    const slots = (await get(`/timeslots?holdingId=1&dealer=demo-service&date=${FRIDAY}`)).json();
    expect(slots.slots).toContainEqual({ time: '09:00', free: 1 });
    const resent = await bookFrom(first, freshAddress());
    expect([resent.statusCode, resent.json().message]).toEqual([409, BOOKING_MESSAGES.cancelled]);
    const taken = await bookFrom(
      booking({ date: FRIDAY, time: '09:00' }, { phone: '+7 900-555-00-03', comment: 'снова' }),
      freshAddress(),
    );
    expect(taken.statusCode).toBe(200);
    expect(await count(`day = '${FRIDAY}' and starts_at = 540 and cancelled_at is null`)).toBe(2);

    // The day's list for staff: a manager sees their dealership's, with the cancelled one marked.
    const day = await t.app.inject({
      url: `/v1/reports/bookings?holdingId=1&date=${FRIDAY}`,
      headers: bearer(own),
    });
    expect(day.statusCode).toBe(200);
    const items = day.json().items as { id: number; cancelledAt: string | null }[];
    expect(items).toHaveLength(3);
    expect(items.find((b) => b.id === bookingId)?.cancelledAt).toBe(cancelled.json().cancelledAt);
    const elsewhere = await t.app.inject({
      url: `/v1/reports/bookings?holdingId=1&date=${FRIDAY}`,
      headers: bearer(other),
    });
    expect(elsewhere.json().items).toEqual([]);
  });

  it('shows a signed-in customer what they sent in /lk/requests, with its state', async () => {
    const LATER = '2026-12-09';
    const customer = (await login(t.app, sms, 62)).token;
    const asCustomer = { ...bearer(customer), 'x-forwarded-for': freshAddress() };
    const visit = await t.app.inject({
      method: 'POST',
      url: '/v1/timeslots/book?holdingId=1',
      payload: booking({ date: LATER, time: '11:00' }),
      headers: asCustomer,
    });
    expect(visit.statusCode).toBe(200);
    const request = await t.app.inject({
      method: 'POST',
      url: '/v1/lead/commit?holdingId=1',
      payload: {
        formId: 'form_credit',
        formUrl: '/services/credit/',
        formData: { firstname: 'Иван', phone: '+7 900-555-00-62', policy: true },
      },
      headers: asCustomer,
    });
    expect(request.statusCode).toBe(200);
    // An anonymous booking is nobody's in the personal area.
    expect(
      (await bookFrom(booking({ date: LATER, time: '10:00' }), freshAddress())).statusCode,
    ).toBe(200);

    const list = async () =>
      (await t.app.inject({ url: '/v1/lk/requests?holdingId=1', headers: bearer(customer) })).json()
        .items as { kind: string; state: string; title: string; booking: unknown }[];
    const [credit, booked] = await list();
    expect(credit).toMatchObject({ kind: 'request', state: 'accepted', booking: null });
    expect(booked).toMatchObject({
      kind: 'booking',
      state: 'booked',
      booking: {
        number: visit.json().bookingId,
        date: LATER,
        time: '11:00',
        dealerName: 'Демо Сервис',
        address: 'ул. Примерная, 1',
        work: 'Техническое обслуживание',
      },
    });
    expect(await list()).toHaveLength(2);
    // Another holding's personal area lists none of it; no token, no list.
    expect(
      (await t.app.inject({ url: '/v1/lk/requests?holdingId=2', headers: bearer(customer) })).json()
        .items,
    ).toEqual([]);
    expect((await t.app.inject('/v1/lk/requests?holdingId=1')).statusCode).toBe(401);

    // Staff cancel the visit: the customer sees it cancelled.
    const admin = await staffToken(t, { login: 'b-lk-admin', role: 'admin', holdingId: 1 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/reports/bookings/${visit.json().bookingId}/cancel?holdingId=1`,
      headers: bearer(admin),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await list())[1]).toMatchObject({ kind: 'booking', state: 'cancelled' });
  });
});

describe(`service pages on ${testDbLabel}`, () => {
  const get = (url: string) => t.app.inject(`/v1${url}`);

  it('answers a page with its sub-pages one level down and its works, the holding row first', async () => {
    const to = (await get('/service/page?holdingId=1&path=service/to')).json();
    expect(to).toMatchObject({ title: 'Техническое обслуживание', works: [{ code: 'to' }] });
    expect(to.children).toEqual([{ path: 'service/to/zamena-masla', title: 'Замена масла' }]);
    const root = (await get('/service/page?holdingId=2&path=service')).json();
    expect(root.children).toEqual([{ path: 'service/to', title: 'ТО в Петербурге' }]);
    const oil = (await get('/service/page?holdingId=2&path=service/to/zamena-masla')).json();
    expect(oil.works).toEqual([expect.objectContaining({ name: 'Замена масла и фильтра' })]);
    const losses = (
      await get('/service/page?holdingId=1&path=services/remote_settlement_losses')
    ).json();
    expect(losses.children).toEqual([]);
  });

  it('answers 404 for a missing page and 400 for a malformed path', async () => {
    expect((await get('/service/page?holdingId=1&path=service/nope')).statusCode).toBe(404);
    const bad = await get('/service/page?holdingId=1&path=../etc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual(
      expect.objectContaining({ message: 'Некорректный адрес страницы' }),
    );
  });
});
