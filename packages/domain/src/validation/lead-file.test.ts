import { describe, expect, it } from 'vitest';
import {
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_MESSAGES as M,
  leadFileChoiceError,
  leadFileKind,
  leadFileName,
} from './lead-file.ts';

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

describe('lead files: the check in the browser of a chosen file', () => {
  it.each<[string, { name: string; size: number; type: string }, string | null]>([
    ['none chosen', { name: '', size: 0, type: '' }, null],
    ['a scan', { name: 'скан.PDF', size: 2048, type: '' }, null],
    ['a photo by its type', { name: 'IMG', size: 2048, type: 'image/jpeg' }, null],
    ['10 MB exactly', { name: 'a.png', size: LEAD_FILE_MAX_BYTES, type: 'image/png' }, null],
    [
      'a byte over',
      { name: 'a.png', size: LEAD_FILE_MAX_BYTES + 1, type: 'image/png' },
      M.tooLarge,
    ],
    ['an empty one', { name: 'a.png', size: 0, type: 'image/png' }, M.empty],
    ['a document', { name: 'a.docx', size: 10, type: 'application/msword' }, M.type],
  ])('%s', (_, file, message) => {
    expect(leadFileChoiceError(file)).toBe(message);
  });
});
