import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CREDIT_FIELDS } from './credit-fields.ts';

const schema = z.object(CREDIT_FIELDS);
const parse = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return parseWithZod(form, { schema });
};

describe('the credit calculator fields, as the form sends them', () => {
  it('reads grouped sums and a rate with a comma as numbers', () => {
    const result = parse({
      creditDownPayment: '469\u00a0000',
      creditTerm: '60',
      creditRate: '14,9',
    });
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.value).toEqual({
      creditDownPayment: 469_000,
      creditTerm: 60,
      creditRate: 14.9,
    });
  });

  it('still refuses what is not a number, in Russian', () => {
    const result = parse({ creditDownPayment: 'много', creditTerm: '60', creditRate: '99' });
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.error).toMatchObject({
      creditDownPayment: ['Введите сумму цифрами'],
      creditRate: ['Не больше 60 %'],
    });
  });

  it('leaves an empty field out', () => {
    const result = parse({ creditDownPayment: '', creditTerm: '', creditRate: '' });
    expect(result.status === 'success' && result.value).toEqual({});
  });
});
