import { describe, expect, it } from 'vitest';
import type { ReportLead } from '@dealer/contract';
import { leadsCsv } from './csv.ts';

const lead: ReportLead = {
  id: 7,
  createdAt: '2026-03-02T21:30:00.000Z',
  holdingId: 1,
  formId: 'form_credit',
  subject: 'Заявка на кредит',
  formUrl: '/cars/new/',
  cityCode: 'msk',
  name: 'Иван',
  phone: '79000000009',
  email: '',
  comment: 'Позвоните; после "обеда"\nспасибо',
  consent: {
    at: '2026-03-02T21:30:00.000Z',
    ip: '198.51.100.7',
    formId: 'form_credit',
    version: '2024-06-01',
  },
  delivery: 'pending',
  dealer: { id: 3, name: 'Север' },
  state: 'won',
  manager: { id: 2, name: 'Анна Петрова' },
  car: { id: 77, name: 'Lada Vesta SW', vin: 'XTA21099012345678', price: 1_450_000 },
  terms: [
    { name: 'creditMonthly', value: '32500' },
    { name: 'creditTerm', value: '36' },
  ],
};

describe('the desk CSV', () => {
  const lines = leadsCsv([lead, { ...lead, id: 8, name: '=HYPERLINK("x")', dealer: null }]).split(
    '\r\n',
  );

  it('starts with a BOM and a header, one line per lead, separated by semicolons', () => {
    expect(lines[0]?.startsWith('\ufeffНомер;Получена (МСК);Состояние;Ответственный;Форма')).toBe(
      true,
    );
    expect(lines).toHaveLength(4); // header, two leads, the final line break
    expect(lines[3]).toBe('');
  });

  it('writes ISO Moscow times, the state, manager, car, terms, delivery and consent', () => {
    expect(lines[1]).toContain(
      '7;2026-03-03T00:30:00+03:00;закрыта с результатом;Анна Петрова;Заявка на кредит;Север;Москва;Иван;',
    );
    expect(lines[1]).toContain(
      ';Lada Vesta SW;XTA21099012345678;1450000;"Ежемесячный платёж: 32\u00a0500\u00a0₽; Срок кредита: 36 мес.";',
    );
    expect(lines[1]).toContain(
      ';ждёт отправки;2026-03-03T00:30:00+03:00;198.51.100.7;2024-06-01;/cars/new/',
    );
  });

  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(lines[1]).toContain(`"Позвоните; после ""обеда""\nспасибо"`.replace('\n', '\n'));
    expect(lines[1]).toContain(";'+7 900-000-00-09;");
    expect(lines[1]).toContain(';Иван;');
    expect(lines[2]).toContain(`;"'=HYPERLINK(""x"")";`);
  });

  // Hardening II item 8: opened with a comma as the separator, the text after every comma (and
  // after a line break inside a quoted cell) starts a cell of its own.
  it('defuses a formula sign that starts any cell a spreadsheet may cut out of the text', () => {
    const nasty = {
      ...lead,
      name: 'Иван,=HYPERLINK("http://evil.example","x")',
      comment: 'Позвоните, +7 900, -1, @SUM(A1) и ,\t=1\nвторая строка\n=2+3\r=4',
      email: 'a@b.ru, "=5"',
      formUrl: '/cars/?q=1,2',
      dealer: { id: 1, name: 'Север,  =cmd|x' },
    };
    const text = leadsCsv([nasty]);
    const line = text.split('\r\n')[1] ?? '';
    // Whatever the separator (, ; tab or a line break), no piece starts a formula.
    const pieces = line.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[ "]+/, ''));
    for (const piece of pieces) expect(piece, piece).not.toMatch(/^[=+\-@]/);
    expect(line).toContain("'=HYPERLINK");
    expect(line).toContain("'=2+3");
    expect(line).toContain("'=cmd|x");
    // Text without a formula sign after a separator stays as it was.
    expect(line).toContain(';/cars/?q=1,2');
    // The first cell keeps its own rule.
    expect(leadsCsv([{ ...lead, name: '@x' }])).toContain(";'@x;");
  });
});
