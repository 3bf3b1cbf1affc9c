import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, type HttpFake } from '../../../test/fakes/http-fake.ts';
import { smsRuAnswers, startSmsRuFake } from '../../../test/fakes/smsru.ts';
import { ServiceError } from '../http.ts';
import { createSmsRu } from './smsru.ts';

const to = '79000000001';

describe('SMS.ru adapter against a local fake', () => {
  let fake: HttpFake;
  beforeAll(async () => {
    fake = await startSmsRuFake('test-api-id');
  });
  afterAll(() => fake.close());

  const gateway = (apiId = 'test-api-id') =>
    createSmsRu({ apiId, baseUrl: fake.url, timeoutMs: 1500, from: 'Vektor', test: true });

  async function failure(send: Promise<void>): Promise<ServiceError> {
    const error = await send.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }

  it('posts the documented form fields and accepts status OK', async () => {
    await gateway().send({ to, text: 'Код для входа: 123456.' });
    const request = fake.requests.at(-1)!;
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(formOf(request)).toEqual({
      api_id: 'test-api-id',
      to,
      msg: 'Код для входа: 123456.',
      json: '1',
      from: 'Vektor',
      test: '1',
    });
  });

  it.each([
    [202, 'Неправильно указан номер телефона получателя'],
    [206, 'Превышен дневной лимит сообщений на этот номер'],
    [207, 'На этот номер нельзя отправлять сообщения'],
  ])('reports the per-number error %i with its code', async (code, text) => {
    fake.answer(() => smsRuAnswers.numberError(to, code, text));
    const error = await failure(gateway().send({ to, text: 'x' }));
    expect(error).toMatchObject({ failure: 'rejected', code });
    expect(error.message).toContain(text);
  });

  it.each([
    [200, 'Неправильный api_id'],
    [201, 'Не хватает средств на лицевом счету'],
  ])('reports the account error %i', async (code, text) => {
    fake.answer(() => smsRuAnswers.accountError(code, text));
    expect(await failure(gateway().send({ to, text: 'x' }))).toMatchObject({
      failure: 'rejected',
      code,
    });
  });

  it('treats an HTTP error, a non-JSON body and a missing number entry as failures', async () => {
    fake.answer(() => ({ status: 502, text: 'Bad Gateway' }));
    expect(await failure(gateway().send({ to, text: 'x' }))).toMatchObject({
      failure: 'status',
      code: 502,
    });
    fake.answer(() => ({ status: 200, text: '100\n000-000' }));
    expect(await failure(gateway().send({ to, text: 'x' }))).toMatchObject({ failure: 'protocol' });
    fake.answer(() => smsRuAnswers.ok('79999999999'));
    expect(await failure(gateway().send({ to, text: 'x' }))).toMatchObject({ failure: 'protocol' });
  });

  it('gives up after its timeout', async () => {
    fake.answer(() => 'hang');
    const started = Date.now();
    expect(await failure(gateway().send({ to, text: 'x' }))).toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(4500);
  });
});
