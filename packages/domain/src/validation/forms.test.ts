import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_REASONS,
  feedbackFormData,
  feedbackReasonOptions,
  validateFeedbackForm,
  type FeedbackValues,
} from './feedback.ts';
import { validateLeadForm, type LeadFields } from './lead-form.ts';

const ok: LeadFields = {
  firstname: { value: 'Иван', isRequire: true },
  phone: { value: '+7 916-123-45-67', isRequire: true },
  email: { value: 'ivan@example.ru', isRequire: false },
  dealer: { value: 'vektor-north', isRequire: true },
  policy: { value: true, isRequire: true },
  robot: { value: '' },
  comment: { value: 'Перезвоните после 18:00', isRequire: false },
};

describe('validateLeadForm (SPEC 5)', () => {
  it('a complete form is valid and every given field has an empty error list', () => {
    const check = validateLeadForm(ok);
    expect(check.valid).toBe(true);
    expect(Object.values(check.errors).every((list) => list.length === 0)).toBe(true);
    expect(Object.keys(check.errors).sort()).toEqual(Object.keys(ok).sort());
  });

  it.each<[string, LeadFields, string, string[]]>([
    [
      'empty required name',
      { firstname: { value: '', isRequire: true } },
      'firstname',
      ['Необходимо заполнить поле'],
    ],
    [
      'Latin name',
      { firstname: { value: 'Ivan', isRequire: true } },
      'firstname',
      ['Только русские символы'],
    ],
    [
      'short phone',
      { phone: { value: '+7 916-12', isRequire: true } },
      'phone',
      ['Некорректный формат телефона.'],
    ],
    [
      'empty phone',
      { phone: { value: '+7 ', isRequire: true } },
      'phone',
      ['Необходимо заполнить поле'],
    ],
    [
      'bad e-mail',
      { email: { value: 'ivan@mail.de', isRequire: false } },
      'email',
      ['Некорректный формат e-mail.'],
    ],
    [
      'no dealer',
      { dealer: { value: '', isRequire: true } },
      'dealer',
      ['Необходимо заполнить поле'],
    ],
    [
      'no consent',
      { policy: { value: false, isRequire: true } },
      'policy',
      ['Необходимо заполнить поле'],
    ],
    [
      'no consent, require not stated',
      { policy: { value: false } },
      'policy',
      ['Необходимо заполнить поле'],
    ],
    ['no files', { files: { value: [], isRequire: true } }, 'files', ['Необходимо заполнить поле']],
    [
      'long comment',
      { comment: { value: 'я'.repeat(1501) } },
      'comment',
      ['Не более 1500 символов'],
    ],
    [
      'short VIN',
      { vin: { value: 'XTA21099', isRequire: false } },
      'vin',
      ['VIN должен содержать 17 символов'],
    ],
    [
      'bad plate',
      { stateNumber: { value: 'А 123 ВС', isRequire: false } },
      'stateNumber',
      ['Некорректный формат госномера.'],
    ],
    ['no mark', { mark: { value: '', isRequire: true } }, 'mark', ['Необходимо заполнить поле']],
    ['filled honeypot', { robot: { value: 'http://spam' } }, 'robot', []],
  ])('%s makes the form invalid', (_, change, field, errors) => {
    const check = validateLeadForm({ ...ok, ...change });
    expect(check.valid).toBe(false);
    expect(check.errors[field as keyof LeadFields]).toEqual(errors);
  });

  it.each<[string, LeadFields]>([
    ['optional empty e-mail', { email: { value: '', isRequire: false } }],
    ['optional Latin name', { firstname: { value: 'Ivan', isRequire: false } }],
    ['policy not required by the form', { policy: { value: false, isRequire: false } }],
    ['valid VIN', { vin: { value: 'XTA210990Y2765432' } }],
    ['moto plate', { stateNumber: { value: '1234 АВ 77' } }],
  ])('%s keeps the form valid', (_, change) => {
    expect(validateLeadForm({ ...ok, ...change }).valid).toBe(true);
  });
});

const feedback: FeedbackValues = {
  firstname: 'Мария',
  phone: '+7 921-000-00-00',
  email: 'maria@example.com',
  reasons: '',
  dealer: 'siyanie-west',
  comment: '  Спасибо!  ',
  policy: true,
  robot: '',
};

describe('feedback form (SPEC 3, 5)', () => {
  it('offers the five reasons word for word', () => {
    expect(FEEDBACK_REASONS).toEqual([
      'Предложение',
      'Обращение в Отдел продаж',
      'Обращение в Отдел сервиса',
      'Обращение в Отдел страхования/Кредитования',
      'Обращение в Отдел З/Ч',
    ]);
  });

  it.each<[string | null | undefined, readonly string[]]>([
    [undefined, FEEDBACK_REASONS],
    ['', FEEDBACK_REASONS],
    ['Обращение в Отдел сервиса', ['Обращение в Отдел сервиса']],
  ])('opening reason %j offers %j', (reason, options) => {
    expect(feedbackReasonOptions(reason)).toEqual(options);
  });

  it('a filled form is valid', () => {
    expect(validateFeedbackForm(feedback).valid).toBe(true);
    expect(validateFeedbackForm({ ...feedback, reasons: 'Предложение' }).valid).toBe(true);
  });

  it.each<[string, Partial<FeedbackValues>, string, string[]]>([
    ['firstname required', { firstname: '' }, 'firstname', ['Необходимо заполнить поле']],
    ['phone required', { phone: '' }, 'phone', ['Необходимо заполнить поле']],
    ['email required', { email: '' }, 'email', ['Необходимо заполнить поле']],
    ['dealer required', { dealer: '' }, 'dealer', ['Необходимо заполнить поле']],
    ['reason from the list', { reasons: 'Жалоба' }, 'reasons', ['Выберите значение из списка']],
    ['consent', { policy: false }, 'policy', ['Необходимо заполнить поле']],
    ['honeypot', { robot: 'x' }, 'robot', []],
  ])('%s', (_, change, field, errors) => {
    const check = validateFeedbackForm({ ...feedback, ...change });
    expect(check.valid).toBe(false);
    expect(check.errors[field as keyof FeedbackValues]).toEqual(errors);
  });

  it('sends form_feedback with the session, the comment trimmed and no robot field', () => {
    const data = feedbackFormData(feedback, 'ct-123');
    expect(data).toEqual({
      formId: 'form_feedback',
      clientSession: 'ct-123',
      firstname: 'Мария',
      phone: '+7 921-000-00-00',
      email: 'maria@example.com',
      reasons: '',
      dealer: 'siyanie-west',
      comment: 'Спасибо!',
      policy: true,
    });
    expect(feedbackFormData(feedback).clientSession).toBe('');
  });
});
