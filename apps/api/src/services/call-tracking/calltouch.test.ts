import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calltouchSiteOf, startCalltouchFake } from '../../../test/fakes/calltouch.ts';
import { formOf, type HttpFake } from '../../../test/fakes/http-fake.ts';
import { ServiceError } from '../http.ts';
import { calltouchSiteId, createCalltouch } from './calltouch.ts';
import type { CallTrackingLead } from './types.ts';

const lead: CallTrackingLead = {
  subject: 'Заявка на кредит',
  requestNumber: '42',
  fio: 'Иванов Иван',
  phoneNumber: '79000000001',
  email: 'ivan@example.ru',
  comment: 'mark=Lada, model=Vesta',
  requestUrl: 'https://www.vektor-motors.example/services/credit/',
  sessionId: '1234567',
  tags: 'form_credit',
};

describe('Calltouch adapter against a local fake', () => {
  let fake: HttpFake;
  const siteIds = { 1: '11111', 2: '22222', used: '33333' };
  beforeAll(async () => {
    fake = await startCalltouchFake(['11111', '22222', '33333']);
  });
  afterAll(() => fake.close());

  const calltouch = (ids: typeof siteIds | { 1: string } = siteIds) =>
    createCalltouch({ baseUrl: fake.url, timeoutMs: 1500, siteIds: ids });

  it('posts the register request form-encoded to the holding site', async () => {
    await calltouch().register('holding-2', lead);
    const request = fake.requests.at(-1)!;
    expect(calltouchSiteOf(request)).toBe('22222');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(formOf(request)).toEqual(lead);
  });

  it('sends used-car leads to the used-car site, or the holding one when that is not set', () => {
    expect(calltouchSiteId(siteIds, 'used-1')).toBe('33333');
    expect(calltouchSiteId({ 1: '11111' }, 'used-1')).toBe('11111');
    expect(calltouchSiteId({ 1: '11111' }, 'holding-2')).toBeUndefined();
  });

  it.each([400, 500, 503])('treats HTTP %i as not delivered', async (status) => {
    fake.answer(() => ({ status, text: 'error' }));
    const error = await calltouch()
      .register('holding-1', lead)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ failure: 'status', code: status });
  });

  it('fails without a site id for the holding, and after its timeout', async () => {
    const missing = await calltouch({ 1: '11111' })
      .register('holding-2', lead)
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ failure: 'rejected' });
    fake.answer(() => 'hang');
    const hung = await calltouch()
      .register('holding-1', lead)
      .catch((e: unknown) => e);
    expect(hung).toMatchObject({ failure: 'timeout' });
  });
});
