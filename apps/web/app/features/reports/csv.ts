import type { ReportLead } from '@dealer/contract';
import { formatDateLong } from '@dealer/domain';

const DELIVERY = { pending: 'в очереди', delivered: 'доставлена', none: 'не требуется' } as const;

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
  'Дата',
  'Время (МСК)',
  'Форма',
  'Дилер',
  'Город',
  'Имя',
  'Телефон',
  'E-mail',
  'Комментарий',
  'Доставка',
  'Согласие: время',
  'Согласие: IP',
  'Согласие: версия текста',
  'Страница',
];

function moscowTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(11, 16);
}

/** The desk's list as CSV: a BOM so spreadsheets read UTF-8, one lead per line. */
export function leadsCsv(leads: readonly ReportLead[]): string {
  const lines = [HEADER.map(cell).join(';')];
  for (const lead of leads)
    lines.push(
      [
        lead.id,
        formatDateLong(lead.createdAt),
        moscowTime(lead.createdAt),
        lead.subject,
        lead.dealer?.name ?? '',
        lead.cityCode ?? '',
        lead.name,
        lead.phone,
        lead.email,
        lead.comment,
        DELIVERY[lead.delivery],
        lead.consent.at,
        lead.consent.ip,
        lead.consent.version,
        lead.formUrl,
      ]
        .map(cell)
        .join(';'),
    );
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export const DELIVERY_LABEL = DELIVERY;
