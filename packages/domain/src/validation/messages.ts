/** Visitor-facing error texts. The first four are SPEC 5 word for word; the rest are ours (SPEC gives none). */
export const MESSAGES = {
  required: 'Необходимо заполнить поле',
  onlyRussian: 'Только русские символы',
  phone: 'Некорректный формат телефона.',
  email: 'Некорректный формат e-mail.',
  vin: 'VIN должен содержать 17 символов',
  stateNumber: 'Некорректный формат госномера.',
  option: 'Выберите значение из списка',
} as const;

/** Over-long text; SPEC gives the limits but no wording. */
export function maxLengthMessage(max: number): string {
  return `Не более ${max} символов`;
}

/** A field check answers with an error text, or null when the value is fine. */
export type FieldError = string | null;
