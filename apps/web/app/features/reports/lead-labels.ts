import type { LeadState, ReportLead } from '@dealer/contract';
import { formatDateLong, formatPhoneDigits, formatRub, moscowWallClock } from '@dealer/domain';

/** Whether call tracking has the lead, told honestly: the log adapter is not a delivery. */
export const DELIVERY_LABEL: Record<ReportLead['delivery'], string> = {
  pending: 'ждёт отправки',
  delivered: 'доставлена',
  unconfigured: 'коллтрекинг не настроен',
  none: 'не требуется',
};

export const STATE_LABEL: Record<LeadState, string> = {
  new: 'новая',
  working: 'в работе',
  won: 'закрыта с результатом',
  lost: 'закрыта без результата',
};

const CITY_LABEL: Record<string, string> = { msk: 'Москва', spb: 'Санкт-Петербург' };
export const cityLabel = (code: string | null) => (code ? (CITY_LABEL[code] ?? code) : '—');

/** The time of a moment in Moscow, as staff read it: «2 марта 2026, 12:00 МСК». */
export function moscowAt(iso: string): string {
  return `${formatDateLong(iso)}, ${moscowWallClock(iso).slice(11, 16)} МСК`;
}

/** The same, short, for a table: «02.03.2026 12:00». */
export function moscowShort(iso: string): string {
  const m = moscowWallClock(iso);
  return `${m.slice(8, 10)}.${m.slice(5, 7)}.${m.slice(0, 4)} ${m.slice(11, 16)}`;
}

type Format = (value: string) => string;
const rub: Format = (value) => (/^\d+(\.\d+)?$/.test(value) ? formatRub(value) : value);
const yesNo: Format = (value) => (value === 'true' ? 'да' : value === 'false' ? 'нет' : value);

// What a form may send besides name and phone, in Russian; the rest is shown under its own key.
const FIELDS: Record<string, { label: string; format?: Format }> = {
  creditMonthly: { label: 'Ежемесячный платёж', format: rub },
  creditDownPayment: { label: 'Первоначальный взнос', format: rub },
  creditTerm: { label: 'Срок кредита', format: (v) => `${v} мес.` },
  creditRate: { label: 'Ставка', format: (v) => `${v} %` },
  date: { label: 'Дата визита' },
  time: { label: 'Время визита' },
  work: { label: 'Работа' },
  mark: { label: 'Марка' },
  model: { label: 'Модель' },
  year: { label: 'Год выпуска' },
  stateNumber: { label: 'Госномер' },
  mileage: { label: 'Пробег', format: (v) => `${v} км` },
  reasons: { label: 'Причина обращения' },
  comment: { label: 'Комментарий' },
  lastname: { label: 'Фамилия' },
  middlename: { label: 'Отчество' },
  email: { label: 'E-mail' },
  dealerName: { label: 'Дилерский центр' },
  condition: {
    label: 'Состояние',
    format: (v) => (v === 'new' ? 'новый' : v === 'used' ? 'с пробегом' : v),
  },
  policy: { label: 'Согласие на обработку данных', format: yesNo },
  city: { label: 'Город', format: (v) => cityLabel(v) },
  // A store order (issue 31): its number, basket, lines and total.
  order: { label: 'Заказ из магазина', format: (v) => `№ ${v}` },
  basket: {
    label: 'Корзина',
    format: (v) => (v === 'parts' ? 'запчасти' : v === 'accessories' ? 'аксессуары' : v),
  },
  positions: { label: 'Позиций' },
  total: { label: 'Сумма заказа', format: rub },
  items: { label: 'Товары (артикул × количество)' },
};

// Shown elsewhere on the page (the car, the contact, the files) or of no use to staff.
const SHOWN_ELSEWHERE = new Set([
  'firstname',
  'name',
  'phone',
  'dealer',
  'car',
  'carId',
  'vin',
  'price',
  'files',
  'policy',
  'idempotencyKey',
  'clientSession',
  'robot',
  'formId',
]);

export type LabelledField = { name: string; label: string; value: string };

function labelled({ name, value }: { name: string; value: string }): LabelledField {
  const field = FIELDS[name];
  return { name, label: field?.label ?? name, value: field?.format ? field.format(value) : value };
}

type Field = { name: string; value: string };

/** The terms the visitor chose (the API picks them), labelled and formatted. */
export const labelTerms = (terms: readonly Field[]): LabelledField[] => terms.map(labelled);

/** The rest of what the form sent, labelled: not the terms, the contact, the car or the files. */
export function otherFields(fields: readonly Field[], terms: readonly Field[]): LabelledField[] {
  const taken = new Set(terms.map((t) => t.name));
  return fields.filter((f) => !taken.has(f.name) && !SHOWN_ELSEWHERE.has(f.name)).map(labelled);
}

/** The chosen terms in one line, for the CSV: «Ежемесячный платёж: 32 500 ₽; Срок кредита: 36 мес.». */
export const termsLine = (terms: readonly Field[]): string =>
  labelTerms(terms)
    .map((f) => `${f.label}: ${f.value}`)
    .join('; ');

export const phoneLabel = (digits: string) => formatPhoneDigits(digits);
