import { describe, expect, it } from 'vitest';
import { codeFailureOf, LEAD_FAILURE, leadFailureOf } from './api-errors.ts';

describe('codeFailureOf: why the sms step sent no code', () => {
  it('a send limit shows the API’s own words with its status', () => {
    const body = { message: 'Повторно отправить код можно через 42 сек.', code: 8, details: [] };
    expect(codeFailureOf(429, body)).toEqual({
      status: 429,
      formErrors: ['Повторно отправить код можно через 42 сек.'],
      fieldErrors: {},
    });
  });

  it.each([
    [0, undefined],
    [503, { message: 'SMS-шлюз недоступен', code: 14, details: null }],
    [429, {}],
  ])('status %i: the service is away, try again in a minute', (status, body) => {
    expect(codeFailureOf(status, body)).toEqual({
      status: 503,
      formErrors: [LEAD_FAILURE.codeNotSent],
      fieldErrors: {},
    });
  });
});

describe('leadFailureOf: a refused submit', () => {
  it('puts the API’s field messages on the form’s fields', () => {
    const body = {
      message: 'Ошибка',
      code: 3,
      details: [{ field: 'formData.phone', message: 'Неверный номер' }],
    };
    expect(leadFailureOf(400, body)).toEqual({
      status: 400,
      formErrors: [],
      fieldErrors: { phone: ['Неверный номер'] },
    });
  });
});
