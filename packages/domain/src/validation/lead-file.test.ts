import { describe, expect, it } from 'vitest';
import { leadFileKind, leadFileName } from './lead-file.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('lead files: PDF, JPG or PNG by content', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n'), 'pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpg'],
    ['a cut PNG header', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['a GIF', new TextEncoder().encode('GIF89a'), null],
    ['a ZIP (docx)', bytes(0x50, 0x4b, 0x03, 0x04), null],
    ['an HTML page', new TextEncoder().encode('<html>'), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_, content, kind) => {
    expect(leadFileKind(content)).toBe(kind);
  });

  it.each<[string, 'pdf' | 'jpg' | 'png', string]>([
    ['Паспорт.pdf', 'pdf', 'Паспорт.pdf'],
    ['C:\\Users\\me\\scan.png', 'png', 'scan.png'],
    ['../../etc/passwd', 'pdf', 'passwd'],
    ['bad\u0000name\n.jpg', 'jpg', 'badname.jpg'],
    ['', 'png', 'file.png'],
    ['   ', 'jpg', 'file.jpg'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(196)}.pdf`],
  ])('the name %j is stored as %j', (name, kind, stored) => {
    expect(leadFileName(name, kind)).toBe(stored);
  });
});
