import { describe, expect, it } from 'vitest';
import { FEEDBACK_FORM_ID } from './constants/forms.ts';
import { LEAD_FORMS, leadFieldsFor, leadFormById } from './lead-forms.ts';
import { validateLeadForm } from './validation/lead-form.ts';

const credit = leadFormById('form_credit')!;

describe('LEAD_FORMS', () => {
  it('has unique ids, Russian subjects and includes the feedback form of SPEC 3', () => {
    const ids = LEAD_FORMS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(FEEDBACK_FORM_ID);
    for (const f of LEAD_FORMS) expect(f.subject).toMatch(/^[А-ЯЁ]/);
  });

  it('finds a form by id and nothing for an unknown id', () => {
    expect(credit.subject).toBe('Заявка на кредит');
    expect(leadFormById('form_unknown')).toBeUndefined();
  });
});

describe('leadFieldsFor', () => {
  it.each<[string, Record<string, unknown>, boolean, string | null]>([
    ['complete', { firstname: 'Иван', phone: '+7 900-000-00-01', policy: true }, true, null],
    ['no phone at all', { firstname: 'Иван', policy: true }, false, 'phone'],
    ['no consent at all', { firstname: 'Иван', phone: '+7 900-000-00-01' }, false, 'policy'],
    [
      'consent false',
      { firstname: 'Иван', phone: '+7 900-000-00-01', policy: false },
      false,
      'policy',
    ],
    ['no name', { phone: '+7 900-000-00-01', policy: true }, false, 'firstname'],
    [
      'bad optional e-mail',
      { firstname: 'Иван', phone: '+7 900-000-00-01', policy: true, email: 'x@y.de' },
      false,
      'email',
    ],
    [
      'filled honeypot',
      { firstname: 'Иван', phone: '+7 900-000-00-01', policy: true, robot: 'x' },
      false,
      null,
    ],
    [
      'extra keys are not fields',
      { firstname: 'Иван', phone: '+7 900-000-00-01', policy: true, carId: 5 },
      true,
      null,
    ],
  ])('%s', (_, values, valid, failing) => {
    const check = validateLeadForm(leadFieldsFor(credit, values));
    expect(check.valid).toBe(valid);
    if (failing) expect(check.errors[failing as 'phone']?.length).toBeGreaterThan(0);
  });

  it('requires what the form lists even when the client says otherwise', () => {
    const history = leadFormById('form_history')!;
    const fields = leadFieldsFor(history, { phone: '+7 900-000-00-01', policy: true });
    expect(fields.vin).toEqual({ value: undefined, isRequire: true });
    expect(validateLeadForm(fields).valid).toBe(false);
  });
});
