import { silhouetteOf, WATERCRAFT } from './silhouettes.ts';

export type VehicleLook = {
  category: string;
  bodyType: string | null;
  motoClass: string | null;
  colorHex: string;
  title: string;
};

const BACKGROUNDS = [
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="1" stop-color="#dde2e8"/></linearGradient>',
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f5"/><stop offset="0.7" stop-color="#eef4f9"/><stop offset="0.71" stop-color="#b9bec4"/><stop offset="1" stop-color="#9aa0a7"/></linearGradient>',
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2f36"/><stop offset="1" stop-color="#4b515a"/></linearGradient>',
];

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

// A darker shade of a #rrggbb colour, for outlines and wheel arches.
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}

export function drawing(look: VehicleLook): string {
  const shape = silhouetteOf(look.category, look.bodyType, look.motoClass);
  const water = look.bodyType !== null && WATERCRAFT.has(look.bodyType);
  const stroke = shade(look.colorHex, 0.6);
  const line = look.category === 'moto' || look.bodyType === 'utv' || look.bodyType === 'buggy';
  const wheels = shape.wheels
    .map(
      ([x, r]) =>
        `<circle cx="${x}" cy="${160 - r}" r="${r}" fill="#1d1f23"/><circle cx="${x}" cy="${160 - r}" r="${Math.round(r * 0.5)}" fill="#9ca3ab"/>`,
    )
    .join('');
  const body = line
    ? `<path d="${shape.body}" fill="${look.colorHex}" stroke="${look.colorHex}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`
    : `<path d="${shape.body}" fill="${look.colorHex}" stroke="${stroke}" stroke-width="2"/>`;
  const windows = shape.windows ? `<path d="${shape.windows}" fill="#253041" opacity="0.85"/>` : '';
  const ground = water
    ? '<path d="M0 128Q50 120 100 128T200 128T300 128T400 128V200H0Z" fill="#3d7fb8" opacity="0.8"/>'
    : '<ellipse cx="200" cy="162" rx="180" ry="6" fill="#000" opacity="0.18"/>';
  return water ? `${body}${ground}` : `${ground}${wheels}${body}${windows}`;
}

// Picture n of a vehicle: the same body in its colour seen from either side, on changing backgrounds.
export function vehicleSvg(look: VehicleLook, n: number): string {
  const background = BACKGROUNDS[(n - 1) % BACKGROUNDS.length] ?? '';
  const mirrored = n % 2 === 0;
  const transform = mirrored ? 'translate(400 0) scale(-1 1)' : '';
  const caption =
    n === 1
      ? `<text x="16" y="190" font-family="Arial, sans-serif" font-size="13" fill="${(n - 1) % 3 === 2 ? '#e8ebef' : '#4b5563'}">${escapeXml(look.title)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="800" height="400" role="img" aria-label="${escapeXml(look.title)}"><defs>${background}</defs><rect width="400" height="200" fill="url(#bg)"/><g transform="${transform}">${drawing(look)}</g>${caption}</svg>`;
}

// Frame n of 8 of the 360° view: the side view narrowed as the vehicle turns.
export function panoramaSvg(look: VehicleLook, n: number): string {
  const angle = ((n - 1) / 8) * 2 * Math.PI;
  const scale = Math.max(0.18, Math.abs(Math.cos(angle)));
  const flip = Math.cos(angle) < 0 ? -1 : 1;
  const transform = `translate(200 0) scale(${(flip * scale).toFixed(3)} 1) translate(-200 0)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="800" height="400" role="img" aria-label="${escapeXml(look.title)}"><defs>${BACKGROUNDS[0]}</defs><rect width="400" height="200" fill="url(#bg)"/><g transform="${transform}">${drawing(look)}</g></svg>`;
}
