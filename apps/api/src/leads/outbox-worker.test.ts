import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../test/helper.ts';
import { calltouchSiteOf, startCalltouchFake } from '../../test/fakes/calltouch.ts';
import { formOf, type HttpFake } from '../../test/fakes/http-fake.ts';
import { testClock } from '../../test/identity.ts';
import { queryRows } from '../../test/test-db.ts';
import { createCalltouch } from '../services/call-tracking/calltouch.ts';
import type { CallTracking } from '../services/call-tracking/types.ts';
import { OUTBOX, backoffMs, deliverDue, startOutboxWorker, type Pass } from './outbox-worker.ts';

describe('backoff', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [500, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, ms) => {
    expect(backoffMs(attempts)).toBe(ms);
  });
});

describe(`lead outbox delivery to Calltouch on ${testDbLabel}`, () => {
  let t: TestApp;
  let fake: HttpFake;
  const time = testClock();

  beforeAll(async () => {
    fake = await startCalltouchFake(['11111', '33333']);
    t = await buildTestApp({ services: { clock: time.clock } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deps = () => ({
    db: t.client.db,
    callTracking: createCalltouch({
      baseUrl: fake.url,
      timeoutMs: 1500,
      siteIds: { 1: '11111', used: '33333' },
    }),
    clock: time.clock,
    log: t.app.log,
  });
  const commit = (formUrl: string, comment: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/lead/commit?holdingId=1',
      payload: {
        formId: 'form_testdrive',
        formUrl,
        formData: {
          firstname: 'Олег',
          phone: '+7 900-000-00-05',
          policy: true,
          comment,
          clientSession: 'ct-77',
        },
      },
    });
  const outbox = () =>
    queryRows<{
      lead_id: number;
      attempts: number;
      delivered_at: string | null;
      next_attempt_at: string;
      last_error: string | null;
    }>(
      t.client,
      'select lead_id, attempts, delivered_at, next_attempt_at, last_error from lead_outbox order by id',
    );

  it('retries with growing pauses while the service fails, then delivers, losing nothing', async () => {
    const a = (await commit('/cars/new/', 'first')).json().leadId;
    const b = (await commit('/cars/used/', 'second')).json().leadId;
    // The visitor's submit never waited for the service.
    expect(fake.requests).toHaveLength(0);

    fake.answer(() => ({ status: 500, text: 'down' }));
    expect(await deliverDue(deps())).toEqual({ delivered: 0, failed: 2 });
    let rows = await outbox();
    expect(rows.map((r) => r.attempts)).toEqual([1, 1]);
    expect(rows[0]!.last_error).toContain('HTTP 500');
    expect(new Date(rows[0]!.next_attempt_at).getTime()).toBe(time.clock().getTime() + 10_000);

    // Not due yet: nothing is sent.
    expect(await deliverDue(deps())).toEqual({ delivered: 0, failed: 0 });
    time.advance(10_000);
    fake.answer(() => 'hang');
    expect(await deliverDue(deps())).toEqual({ delivered: 0, failed: 2 });
    rows = await outbox();
    expect(rows.map((r) => r.attempts)).toEqual([2, 2]);
    expect(new Date(rows[0]!.next_attempt_at).getTime()).toBe(time.clock().getTime() + 20_000);

    time.advance(20_000);
    const sent = fake.requests.length;
    fake.answer((request) => ({ status: calltouchSiteOf(request) ? 200 : 404, json: {} }));
    expect(await deliverDue(deps())).toEqual({ delivered: 2, failed: 0 });
    rows = await outbox();
    expect(rows.every((r) => r.delivered_at !== null && r.attempts === 3)).toBe(true);
    const delivered = fake.requests.slice(sent);
    expect(delivered.map(calltouchSiteOf)).toEqual(['11111', '33333']);
    expect(formOf(delivered[0]!)).toMatchObject({
      requestNumber: String(a),
      subject: 'Запись на тест-драйв',
      phoneNumber: '79000000005',
      sessionId: 'ct-77',
    });
    expect(formOf(delivered[1]!).requestNumber).toBe(String(b));

    // Delivered rows stay, closed, and are never sent again.
    time.advance(OUTBOX.maxMs);
    expect(await deliverDue(deps())).toEqual({ delivered: 0, failed: 0 });
  });

  it('lets two workers share the queue without sending a lead twice', async () => {
    for (let i = 0; i < 6; i += 1) await commit('/cars/new/', `parallel ${i}`);
    const sent = fake.requests.length;
    fake.answer(() => ({ status: 200, json: {} }));
    const [one, two] = await Promise.all([deliverDue(deps()), deliverDue(deps())]);
    expect(one.delivered + two.delivered).toBe(6);
    expect(fake.requests.length - sent).toBe(6);
  });

  it('never sends a row twice when a batch of slow calls outlasts its lease', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await commit('/cars/new/', `slow ${i}`)).json().leadId);
    const sent = fake.requests.length;
    fake.answer(() => ({ status: 200, json: {} }));
    // Each call takes most of a lease; while the second one runs the lease of the batch runs out.
    const step = Math.ceil(OUTBOX.leaseMs * 0.6);
    let calls = 0;
    let other: Promise<Pass> | undefined;
    const slow: CallTracking = {
      name: 'slow',
      async register(site, lead) {
        calls += 1;
        time.advance(step);
        if (calls === 2) {
          time.advance(step / 2);
          other = deliverDue(deps());
          await other;
        }
        await deps().callTracking.register(site, lead);
      },
    };
    const first = await deliverDue({ ...deps(), callTracking: slow });
    const second = await other!;
    expect(first.delivered + second.delivered).toBe(3);
    const numbers = fake.requests.slice(sent).map((r) => formOf(r).requestNumber);
    expect(numbers.sort()).toEqual(ids.map(String).sort());
  });

  it('runs in the background until stopped', async () => {
    await commit('/cars/new/', 'background');
    fake.answer(() => ({ status: 200, json: {} }));
    const worker = startOutboxWorker({ ...deps(), intervalMs: 20 });
    for (let i = 0; i < 200; i += 1) {
      const pending = (await outbox()).filter((r) => r.delivered_at === null);
      if (pending.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await worker.stop();
    expect((await outbox()).every((r) => r.delivered_at !== null)).toBe(true);
  });
});
