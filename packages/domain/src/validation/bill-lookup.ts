/**
 * SPEC 2.8 /pay: a payer finds a bill by its number and its amount, both printed on the bill. The
 * number alone is a counter (1-00001, 1-00002...): with the amount it is a key a stranger cannot
 * walk through. The same rules check the form in the browser (without zod) and in the API.
 */
export const BILL_LOOKUP_MESSAGES = {
  numberEmpty: 'Укажите номер счёта',
  numberInvalid: 'Номер счёта — цифры и буквы, например 1-00001',
  amountEmpty: 'Укажите сумму счёта',
  amountInvalid: 'Сумма — рубли и копейки, например 12 500,50',
  notFound: 'Счёт с таким номером и суммой не найден. Проверьте номер и сумму в счёте.',
} as const;

/** What the payment pages say (the API hides the cause of a 5xx: the site names it). */
export const PAY_MESSAGES = {
  cardPaymentsOff:
    'Оплата картой на сайте временно недоступна: банк не подключён. Оплатите счёт в дилерском центре.',
  gatewayDown:
    'Банк сейчас не отвечает, оплата не начата и деньги не списаны. Попробуйте ещё раз через несколько минут.',
} as const;

export const BILL_NUMBER_MAX_LENGTH = 30;
// The largest amount a bill carries: numeric(12, 2).
const MAX_KOPECKS = 9_999_999_999_99;

/** «№ 1–00001 » → «1-00001»: no sign, no spaces, any dash a hyphen; null when it is no number. */
export function normalizeBillNumber(input: string): string | null {
  const text = input
    .trim()
    .replace(/^№\s*/, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (text.length === 0 || text.length > BILL_NUMBER_MAX_LENGTH) return null;
  return /^[\p{L}\d][\p{L}\d/-]*$/u.test(text) ? text : null;
}

/** «12 500,50», «12500.5», «12 500 ₽» → 1 250 050 kopecks; null when it is no positive amount. */
export function parseRoublesToKopecks(input: string): number | null {
  const text = input
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₽|руб\.?|р\.?)$/i, '')
    .replace(',', '.');
  const found = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!found) return null;
  const kopecks = Number(found[1]) * 100 + Number((found[2] ?? '').padEnd(2, '0'));
  return kopecks > 0 && kopecks <= MAX_KOPECKS ? kopecks : null;
}

export type BillLookupInput = { number?: unknown; amount?: unknown };

/** The visitor's mistakes by field name, empty when the form can be sent. */
export function billLookupErrors(input: BillLookupInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const number = typeof input.number === 'string' ? input.number : '';
  const amount = typeof input.amount === 'string' ? input.amount : '';
  if (number.trim() === '') errors.number = [BILL_LOOKUP_MESSAGES.numberEmpty];
  else if (normalizeBillNumber(number) === null)
    errors.number = [BILL_LOOKUP_MESSAGES.numberInvalid];
  if (amount.trim() === '') errors.amount = [BILL_LOOKUP_MESSAGES.amountEmpty];
  else if (parseRoublesToKopecks(amount) === null)
    errors.amount = [BILL_LOOKUP_MESSAGES.amountInvalid];
  return errors;
}

/** A bill's amount as printed: «12 500,50 ₽» (no-break spaces; kopecks always shown). */
export function formatBillAmount(roubles: number): string {
  const kopecks = Math.round(roubles * 100);
  const whole = Math.trunc(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${whole},${String(kopecks % 100).padStart(2, '0')}\u00a0₽`;
}
