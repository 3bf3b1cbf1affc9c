// SPEC 9 constants of the lead forms: field lengths and the submit lock.

export const FIELD_LIMITS = {
  name: 254,
  email: 254,
  textArea: 1500,
  phone: 16,
  vin: 17,
  stateNumberMoto: 10,
  stateNumberAuto: 11,
} as const;

export const FORM_SUBMIT_LOCK_MS = 5000;

export const FEEDBACK_FORM_ID = 'form_feedback';

/** Why a posted body was not taken as a form: the web server's refusals and the lead action's. */
export const FORM_BODY_MESSAGES = {
  tooLarge: 'Слишком большой запрос',
  notForm: 'Запрос должен быть отправлен формой',
  badForm: 'Некорректные данные формы',
  staffOnly: 'Фид загружает сотрудник: войдите в отчёты',
} as const;
