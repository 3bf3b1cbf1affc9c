import { drawing } from './vehicle-svg.ts';

// The seeded home banners' pictures (decision 0072): a gradient and a vehicle's side view in a
// 1200×500 box, with no words (the banner's title and text are the page's own HTML).

const ARTS = [
  { from: '#1f3f8f', to: '#0b1633', bodyType: 'suv', category: 'cars', colour: '#e8ebef' },
  { from: '#0f7a6c', to: '#06302b', bodyType: 'sedan', category: 'cars', colour: '#f2c14e' },
  { from: '#b3161f', to: '#3a0a0d', bodyType: 'crossover', category: 'cars', colour: '#f4f6f9' },
  { from: '#6b4fd8', to: '#1e1446', bodyType: 'atv', category: 'atv', colour: '#ff8a3d' },
  { from: '#c26a00', to: '#3d2200', bodyType: 'pickup', category: 'cars', colour: '#2b2f36' },
  { from: '#37474f', to: '#101518', bodyType: 'coupe', category: 'cars', colour: '#d93a3a' },
] as const;

export const BANNER_ART_COUNT = ARTS.length;
export const BANNER_ART_SIZE = { width: 1200, height: 500 } as const;

export function bannerArtSvg(n: number): string {
  const art = ARTS[(n - 1) % ARTS.length] ?? ARTS[0];
  const car = drawing({
    category: art.category,
    bodyType: art.bodyType,
    motoClass: null,
    colorHex: art.colour,
    title: '',
  });
  const { width, height } = BANNER_ART_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label=""><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="960" cy="120" r="260" fill="#fff" opacity="0.08"/><circle cx="180" cy="520" r="220" fill="#fff" opacity="0.05"/><g transform="translate(330 60) scale(2)">${car}</g></svg>`;
}
