import { escapeXml } from './vehicle-svg.ts';

const PALETTE = ['#1f3f8f', '#0f7a6c', '#6b4fd8', '#b3161f', '#c26a00', '#2e6a3b', '#37474f'];

function colourOf(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#37474f';
}

// A make's generated monogram: its name in a ring (real logos are the makers' trademarks).
export function brandSvg(name: string): string {
  const size = name.length > 10 ? 11 : name.length > 6 ? 14 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}"><circle cx="60" cy="60" r="56" fill="#fff" stroke="${colourOf(name)}" stroke-width="6"/><text x="60" y="66" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${size}" fill="${colourOf(name)}">${escapeXml(name)}</text></svg>`;
}

// An employee's avatar: initials on a colour picked from the name.
export function avatarSvg(firstName: string, lastName: string): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeXml(`${firstName} ${lastName}`)}"><rect width="160" height="160" rx="80" fill="${colourOf(lastName)}"/><text x="80" y="96" text-anchor="middle" font-family="Arial, sans-serif" font-size="52" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

// A publication cover: a gradient in the section's colour with the first words of the title.
export function coverSvg(kind: string, title: string): string {
  const colour = colourOf(kind);
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 28)
      lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < 3) lines.push(word);
  }
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${150 + i * 44}" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/><circle cx="690" cy="90" r="140" fill="#fff" opacity="0.08"/>${text}</svg>`;
}
