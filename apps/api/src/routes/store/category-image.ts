// Pictures of the top store and parts categories: a tile in the category's colour with a simple
// pictogram, drawn here so the demo needs no image files (items without photos show it too).

// prettier-ignore
const PICTOGRAMS: Record<string, string> = {
  // Brake disc with a caliper.
  brakes: '<circle cx="48" cy="48" r="26" fill="none" stroke="#fff" stroke-width="8"/><circle cx="48" cy="48" r="6" fill="#fff"/><rect x="62" y="30" width="12" height="36" rx="4" fill="#fff"/>',
  // Filter cartridge.
  filters: '<rect x="30" y="20" width="36" height="56" rx="6" fill="none" stroke="#fff" stroke-width="6"/><path d="M38 30v36M48 30v36M58 30v36" stroke="#fff" stroke-width="4"/>',
  // Piston.
  engine: '<rect x="30" y="22" width="36" height="30" rx="4" fill="#fff"/><path d="M48 52v22" stroke="#fff" stroke-width="8"/><circle cx="48" cy="76" r="7" fill="#fff"/>',
  // Coil spring.
  suspension: '<path d="M30 24h36L30 38h36L30 52h36L30 66h36" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>',
  // Steering wheel.
  steering: '<circle cx="48" cy="48" r="26" fill="none" stroke="#fff" stroke-width="7"/><path d="M22 48h52M48 48v26" stroke="#fff" stroke-width="7"/>',
  // Gear.
  transmission: '<circle cx="48" cy="48" r="16" fill="none" stroke="#fff" stroke-width="8"/><path d="M48 18v12M48 66v12M18 48h12M66 48h12M27 27l8 8M61 61l8 8M27 69l8-8M61 35l8-8" stroke="#fff" stroke-width="7"/>',
  // Lightning bolt.
  electrics: '<path d="M54 16L30 52h16l-6 28 26-38H50z" fill="#fff"/>',
  // Car door.
  body: '<path d="M26 70V36l14-14h30v48z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M56 50h8" stroke="#fff" stroke-width="5"/>',
  // Oil can drop.
  fluids: '<path d="M48 18c12 18 20 28 20 38a20 20 0 0 1-40 0c0-10 8-20 20-38z" fill="#fff"/>',
  // Exhaust pipe.
  exhaust: '<rect x="20" y="40" width="40" height="16" rx="8" fill="#fff"/><circle cx="68" cy="48" r="8" fill="none" stroke="#fff" stroke-width="5"/>',
  // Seat.
  interior: '<path d="M36 20h16v34h18v20H36z" fill="#fff"/>',
  // Sponge and bubbles.
  care: '<rect x="24" y="44" width="40" height="26" rx="8" fill="#fff"/><circle cx="62" cy="30" r="8" fill="none" stroke="#fff" stroke-width="4"/><circle cx="44" cy="28" r="5" fill="#fff"/>',
  // Wing mirror.
  exterior: '<ellipse cx="52" cy="44" rx="22" ry="16" fill="#fff"/><path d="M30 52l-8 18" stroke="#fff" stroke-width="7"/>',
  // Roof box.
  carriers: '<path d="M20 56c6-14 20-20 28-20h10c10 0 18 8 18 20z" fill="#fff"/><path d="M24 64h48" stroke="#fff" stroke-width="6"/>',
  // Camera.
  electronics: '<rect x="20" y="32" width="56" height="36" rx="6" fill="#fff"/><circle cx="48" cy="50" r="10" fill="none" stroke="currentColor" stroke-width="6"/>',
  // Wheel.
  wheels: '<circle cx="48" cy="48" r="28" fill="none" stroke="#fff" stroke-width="10"/><circle cx="48" cy="48" r="8" fill="#fff"/>',
  // Suitcase.
  travel: '<rect x="22" y="34" width="52" height="36" rx="6" fill="#fff"/><path d="M38 34v-8h20v8" fill="none" stroke="#fff" stroke-width="6"/>',
  // T-shirt.
  lifestyle: '<path d="M34 22l-16 12 8 10 8-4v34h28V40l8 4 8-10-16-12c-2 6-8 8-14 8s-12-2-14-8z" fill="#fff"/>',
};

const COLORS = [
  '#1f6feb',
  '#d1242f',
  '#1a7f37',
  '#8250df',
  '#bf8700',
  '#0a7ea4',
  '#cf222e',
  '#57606a',
];

function colorOf(code: string): string {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? '#57606a';
}

// An SVG document; unknown codes get a plain tile rather than an error, names come from the caller.
export function categorySvg(code: string, title: string): string {
  const color = colorOf(code);
  const shape = PICTOGRAMS[code] ?? '<circle cx="48" cy="48" r="20" fill="#fff"/>';
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${safeTitle}" color="${color}"><title>${safeTitle}</title><rect width="96" height="96" rx="16" fill="${color}"/>${shape}</svg>`;
}
