import { describe, expect, it } from 'vitest';
import { refusalOf } from './api-error.ts';

describe('refusalOf', () => {
  it('reads the message and the well-formed field problems of the envelope', () => {
    const body = {
      message: 'Проверьте поля',
      code: 3,
      details: [
        { field: 'phone', message: 'Некорректный формат телефона.' },
        { field: 7, message: 'not a field name' },
        'not a detail',
      ],
    };
    expect(refusalOf(body)).toEqual({
      message: 'Проверьте поля',
      details: [{ field: 'phone', message: 'Некорректный формат телефона.' }],
    });
  });

  it('gives nothing for a body that is not an envelope', () => {
    expect(refusalOf(undefined)).toEqual({ message: null, details: [] });
    expect(refusalOf('<html>')).toEqual({ message: null, details: [] });
    expect(refusalOf({ message: 42, details: 'x' })).toEqual({ message: null, details: [] });
  });
});
