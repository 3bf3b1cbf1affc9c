/** A file attached to a lead form: one PDF, JPG or PNG of at most 10 MB, told by its content. */
export const LEAD_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const LEAD_FILE_MESSAGES = {
  missing: 'Прикрепите файл',
  empty: 'Файл пустой',
  oneFile: 'Можно прикрепить только один файл',
  tooLarge: 'Файл больше 10 МБ',
  type: 'Можно прикрепить только PDF, JPG или PNG',
  notForm: 'Отправьте файл формой multipart/form-data в поле file',
} as const;

export type LeadFileKind = 'pdf' | 'jpg' | 'png';

export const LEAD_FILE_TYPES: Readonly<Record<LeadFileKind, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const SIGNATURES: readonly [LeadFileKind, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
];

/** The kind by the first bytes, whatever the name or the browser's type say; null for others. */
export function leadFileKind(bytes: Uint8Array): LeadFileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return kind;
  }
  return null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The stored name: the last path part, without control characters, at most 200 characters. */
export function leadFileName(name: string, kind: LeadFileKind): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL, '').trim().slice(-200);
  return clean === '' ? `file.${kind}` : clean;
}

/** What a form may take in its file input (the browser's chooser filters by it). */
export const LEAD_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const CHOSEN_TYPE = /\.(pdf|jpe?g|png)$/i;

/**
 * The browser's check of a chosen file, before it is sent: size and type by the name or the
 * browser's type (the API then decides by the content). Null when fine or when none is chosen.
 */
export function leadFileChoiceError(file: { name: string; size: number; type: string }) {
  if (file.name === '' && file.size === 0) return null;
  if (file.size > LEAD_FILE_MAX_BYTES) return LEAD_FILE_MESSAGES.tooLarge;
  if (file.size === 0) return LEAD_FILE_MESSAGES.empty;
  const known = Object.values(LEAD_FILE_TYPES).includes(file.type) || CHOSEN_TYPE.test(file.name);
  return known ? null : LEAD_FILE_MESSAGES.type;
}
