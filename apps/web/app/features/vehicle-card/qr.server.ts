import QRCode from 'qrcode';
import { isQrLevel, QR_DEFAULTS } from '@dealer/domain';
import type { QrLevel } from '@dealer/domain';

export interface QrOptions {
  size: number;
  margin: number;
  level: QrLevel;
}

export type QrQuery = { ok: true; options: QrOptions } | { ok: false; message: string };

const SIZE_LIMITS = { min: 16, max: 2000 } as const;
const MARGIN_MAX = 16;

function intParam(raw: string | null, fallback: number, min: number, max: number): number | null {
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** SPEC 5, 9: ?level is L, M, Q or H (default L); ?size and ?margin default to 100 and 0. */
export function parseQrQuery(search: URLSearchParams): QrQuery {
  const level = search.get('level')?.toUpperCase() ?? QR_DEFAULTS.level;
  if (!isQrLevel(level)) return { ok: false, message: 'Уровень коррекции QR-кода: L, M, Q или H' };
  const size = intParam(search.get('size'), QR_DEFAULTS.size, SIZE_LIMITS.min, SIZE_LIMITS.max);
  if (size === null)
    return {
      ok: false,
      message: `Размер QR-кода: целое число от ${SIZE_LIMITS.min} до ${SIZE_LIMITS.max}`,
    };
  const margin = intParam(search.get('margin'), QR_DEFAULTS.margin, 0, MARGIN_MAX);
  if (margin === null)
    return { ok: false, message: `Поля QR-кода: целое число от 0 до ${MARGIN_MAX}` };
  return { ok: true, options: { size, margin, level } };
}

/** The QR code of a text as an SVG document of the given size. */
export function qrSvg(text: string, { size, margin, level }: QrOptions): Promise<string> {
  return QRCode.toString(text, { type: 'svg', width: size, margin, errorCorrectionLevel: level });
}

/** What a vehicle's QR code opens: its card by VIN, the page a price tag's code leads to (SPEC 2.3). */
export function qrTarget(origin: string, vin: string): string {
  return `${origin}/price-tags/${vin.toUpperCase()}/`;
}
