import { formOf, startHttpFake, type FakeAnswer, type FakeRequest } from './http-fake.ts';

// SMS.ru answers as its documentation shows them (INTEGRATIONS.md).
export const smsRuAnswers = {
  ok: (to: string): FakeAnswer => ({
    status: 200,
    json: {
      status: 'OK',
      status_code: 100,
      sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000000-10000000' } },
      balance: 4122.56,
    },
  }),
  numberError: (to: string, code: number, text: string): FakeAnswer => ({
    status: 200,
    json: {
      status: 'OK',
      status_code: 100,
      sms: { [to]: { status: 'ERROR', status_code: code, status_text: text } },
      balance: 4122.56,
    },
  }),
  accountError: (code: number, text: string): FakeAnswer => ({
    status: 200,
    json: { status: 'ERROR', status_code: code, status_text: text },
  }),
};

// Answers success to a well-formed send with the right api_id, the account error 200 otherwise.
export function startSmsRuFake(apiId = 'test-api-id') {
  return startHttpFake((request: FakeRequest) => {
    const form = formOf(request);
    if (request.method !== 'POST' || request.url !== '/sms/send') return { status: 404, text: '' };
    if (form.api_id !== apiId) return smsRuAnswers.accountError(200, 'Неправильный api_id');
    return smsRuAnswers.ok(form.to ?? '');
  });
}

export type SmsText = { to: string; msg: string };

/** The texts the fake was asked to send, oldest first, as a phone would read them. */
export function textsOf(fake: { requests: readonly FakeRequest[] }): SmsText[] {
  return fake.requests.map((request) => {
    const form = formOf(request);
    return { to: form.to ?? '', msg: form.msg ?? '' };
  });
}
