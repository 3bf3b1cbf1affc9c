import type { ReportLead } from '@dealer/contract';
import { moscowWallClock } from '@dealer/domain';
import { cityLabel, DELIVERY_LABEL, phoneLabel, STATE_LABEL, termsLine } from './lead-labels.ts';

/**
 * Where a spreadsheet may begin a cell inside a value: at its start, and after a comma (the file
 * opened with a comma as the separator), a semicolon, a tab or a line break (a quoted cell is cut
 * there by a reader with another separator); spaces and quotes may come before the sign.
 */
const FORMULA_START = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/** Russian spreadsheets read ';' as the separator; text is quoted when it needs to be. */
function cell(value: string | number): string {
  // A cell starting with a formula sign would run as a formula: an apostrophe makes it text.
  const text = String(value).replace(FORMULA_START, "$1$2'");
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = [
  'Номер',
  'Получена (МСК)',
  'Состояние',
  'Ответственный',
  'Форма',
  'Дилер',
  'Город',
  'Имя',
  'Телефон',
  'E-mail',
  'Автомобиль',
  'VIN',
  'Цена, ₽',
  'Условия',
  'Комментарий',
  'Коллтрекинг',
  'Согласие: время (МСК)',
  'Согласие: IP',
  'Согласие: версия текста',
  'Страница',
];

/** ISO 8601 in Moscow time, '2026-03-03T00:30:00+03:00': sorts as text and reads as staff's clock. */
export function moscowIso(iso: string): string {
  return `${moscowWallClock(iso)}+03:00`;
}

/** The desk's list as CSV: a BOM so spreadsheets read UTF-8, one lead per line. */
export function leadsCsv(leads: readonly ReportLead[]): string {
  const lines = [HEADER.map(cell).join(';')];
  for (const lead of leads)
    lines.push(
      [
        lead.id,
        moscowIso(lead.createdAt),
        STATE_LABEL[lead.state],
        lead.manager?.name ?? '',
        lead.subject,
        lead.dealer?.name ?? '',
        lead.cityCode ? cityLabel(lead.cityCode) : '',
        lead.name,
        phoneLabel(lead.phone),
        lead.email,
        lead.car?.name ?? '',
        lead.car?.vin ?? '',
        lead.car?.price ?? '',
        termsLine(lead.terms),
        lead.comment,
        DELIVERY_LABEL[lead.delivery],
        moscowIso(lead.consent.at),
        lead.consent.ip,
        lead.consent.version,
        lead.formUrl,
      ]
        .map(cell)
        .join(';'),
    );
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
