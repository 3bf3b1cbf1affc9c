import { driveOf, gearOf } from './vocabulary.ts';

/** What a modification line says: «2.0 AT (150 л.с.)», «2.0d AMT (190 л.с.) 4WD», «Электро (204 л.с.)». */
export interface Modification {
  engineVolume: number | null;
  engineType: string | null;
  gearType: string | null;
  power: number | null;
  driveType: string | null;
}

const VOLUME = /(?:^|\s)(\d{1,2}[.,]\d)\s*(d|hyb|h|i|t|tsi|tdi)?\b/i;
const CUBIC = /(\d{2,5})\s*(?:см³|см3|cc|куб)/i;
const POWER = /(\d{2,4})\s*(?:л\.?\s*с\.?|hp|лс)/i;
const ELECTRIC = /(электро|electro|electric|\bev\b)/i;
const GEAR = /\b(AMT|CVT|AT|MT|RT)\b/;
const DRIVE = /\b(4WD|AWD|2WD|FWD|RWD|4x4)\b/i;

/** Litres as a feed writes them («2.0», «1,6») or cubic centimetres («1998»): cm³. */
export function engineVolumeOf(text: string): number | null {
  const value = Number(text.replace(',', '.').replace(/[^\d.]/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  return value < 20 ? Math.round(value * 1000) : Math.round(value);
}

export function parseModification(text: string): Modification {
  const volume = VOLUME.exec(text);
  const cubic = CUBIC.exec(text);
  const power = POWER.exec(text);
  const gear = GEAR.exec(text)?.[1];
  const drive = DRIVE.exec(text)?.[1];
  const suffix = volume?.[2]?.toLowerCase();
  let engineType: string | null = null;
  if (ELECTRIC.test(text)) engineType = 'electric';
  else if (suffix === 'd' || suffix === 'tdi') engineType = 'diesel';
  else if (suffix === 'hyb' || suffix === 'h') engineType = 'hybrid';
  else if (volume || cubic) engineType = 'petrol';
  return {
    engineVolume:
      engineType === 'electric'
        ? 0
        : volume
          ? engineVolumeOf(volume[1] ?? '')
          : cubic
            ? Number(cubic[1])
            : null,
    engineType,
    gearType: gear ? gearOf(gear === 'RT' ? 'amt' : gear) : null,
    power: power ? Number(power[1]) : null,
    driveType: drive ? (/^(2WD|FWD)$/i.test(drive) ? driveOf('fwd') : driveOf(drive)) : null,
  };
}

const GEAR_ABBR: Readonly<Record<string, string>> = {
  manual: 'MT',
  automatic: 'AT',
  robot: 'AMT',
  variator: 'CVT',
};

/** The card's modification line when the feed gave none: «2.0 AT (150 л.с.) 4WD». */
export function modificationLine(m: {
  engineType: string;
  engineVolume: number;
  gearType: string | null;
  power: number;
  driveType: string | null;
}): string {
  const engine =
    m.engineType === 'electric'
      ? 'Электро'
      : m.engineVolume > 0
        ? `${(m.engineVolume / 1000).toFixed(1)}${m.engineType === 'diesel' ? 'd' : m.engineType === 'hybrid' ? 'hyb' : ''}`
        : '';
  const gear = m.gearType ? GEAR_ABBR[m.gearType] : undefined;
  return [engine, gear, m.power > 0 ? `(${m.power} л.с.)` : '', m.driveType === 'full' ? '4WD' : '']
    .filter(Boolean)
    .join(' ');
}
