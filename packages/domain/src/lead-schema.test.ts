import { describe, expect, it } from 'vitest';
import { leadFormById } from './lead-forms.ts';
import { leadFormSchema, leadFormSchemaById } from './lead-schema.ts';

const credit = leadFormById('form_credit')!;
const valid = {
  formId: 'form_credit',
  firstname: ' иван',
  phone: '+7 900-000-00-01',
  policy: true,
  comment: '  хочу в кредит  ',
};

function errorsOf(values: Record<string, unknown>, formId = 'form_credit') {
  const result = leadFormSchemaById(formId)!.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('lead form schema (SPEC 5 through the shared rules)', () => {
  it('accepts a filled form and normalises name and comment', () => {
    const result = leadFormSchema(credit).parse(valid);
    expect(result.firstname).toBe('Иван');
    expect(result.comment).toBe('хочу в кредит');
  });

  it('gives the SPEC messages for empty, Latin, bad phone and bad e-mail', () => {
    expect(errorsOf({ formId: 'form_credit' })).toEqual({
      firstname: ['Необходимо заполнить поле'],
      phone: ['Необходимо заполнить поле'],
      policy: ['Необходимо заполнить поле'],
    });
    expect(errorsOf({ ...valid, firstname: 'Ivan', phone: '+7 900-00', email: 'a@b.de' })).toEqual({
      firstname: ['Только русские символы'],
      phone: ['Некорректный формат телефона.'],
      email: ['Некорректный формат e-mail.'],
    });
  });

  it('checks VIN and state number lengths and the text area limit', () => {
    expect(errorsOf({ ...valid, vin: 'ABC', stateNumber: 'А 123 ВС 7' })).toEqual({
      vin: ['VIN должен содержать 17 символов'],
      stateNumber: ['Некорректный формат госномера.'],
    });
    expect(errorsOf({ ...valid, vin: 'WVWZZZ1JZXW000001', stateNumber: '1234 АВ 77' })).toEqual({});
    expect(errorsOf({ ...valid, comment: 'я'.repeat(1501) })).toEqual({
      comment: ['Не более 1500 символов'],
    });
  });

  it('requires the fields of the form definition (history needs a VIN, feedback a dealer)', () => {
    expect(errorsOf({ ...valid, formId: 'form_history' }, 'form_history')).toEqual({
      vin: ['Необходимо заполнить поле'],
    });
    expect(
      Object.keys(errorsOf({ ...valid, formId: 'form_feedback' }, 'form_feedback')).sort(),
    ).toEqual(['dealer', 'email']);
  });

  it('leaves a filled honeypot to the action (no visible message for a robot)', () => {
    expect(errorsOf({ ...valid, robot: 'spam' })).toEqual({});
  });

  it('knows no schema for an unknown form', () => {
    expect(leadFormSchemaById('form_nope')).toBeUndefined();
  });
});

describe('a phone typed without the mask', () => {
  it('is written as the mask would, and other input is left to the rule', async () => {
    const { maskTypedPhone } = await import('./validation/mask.ts');
    expect(maskTypedPhone('89001234567')).toBe('+7 900-123-45-67');
    expect(maskTypedPhone('+7 (900) 123 45 67')).toBe('+7 900-123-45-67');
    expect(maskTypedPhone('9001234567')).toBe('+7 900-123-45-67');
    expect(maskTypedPhone('+7 900-123-45-67')).toBe('+7 900-123-45-67');
    expect(maskTypedPhone('12345')).toBe('12345');
  });
});
