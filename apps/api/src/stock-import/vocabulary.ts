// The words feeds use for a car's properties, and the codes of our catalogue they mean. Keys are
// normalised (normalise below): lower case, ё as е, no spaces, hyphens or dots.

export const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s\-_.,/()«»"']+/g, '');

/** Spellings of makes beyond our own English and Russian names (the brands table). */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  ваз: 'lada',
  vaz: 'lada',
  ладаваз: 'lada',
  вазlada: 'lada',
  ladaваз: 'lada',
  хендэ: 'hyundai',
  хендай: 'hyundai',
  хундай: 'hyundai',
  хюндай: 'hyundai',
  мерседес: 'mercedes-benz',
  mercedes: 'mercedes-benz',
  мерс: 'mercedes-benz',
  фольксваген: 'volkswagen',
  vw: 'volkswagen',
  шкода: 'skoda',
  škoda: 'skoda',
  тойота: 'toyota',
  киа: 'kia',
  kiamotors: 'kia',
  бмв: 'bmw',
  лендровер: 'land-rover',
  ренджровер: 'land-rover',
  rangerover: 'land-rover',
  мицубиши: 'mitsubishi',
  мицубиси: 'mitsubishi',
  хавал: 'haval',
  хавейл: 'haval',
  черри: 'chery',
  чери: 'chery',
  джили: 'geely',
  ниссан: 'nissan',
  рено: 'renault',
};

type Table = readonly (readonly [code: string, words: readonly string[]])[];

/** The first code whose word the text starts with («Внедорожник 5 дв.» is a suv). */
function lookup(table: Table, text: string): string | null {
  const key = normalise(text);
  if (!key) return null;
  for (const [code, words] of table)
    if (words.some((word) => key === word || key.startsWith(word))) return code;
  return null;
}

const BODY_TYPES: Table = [
  ['sedan', ['седан', 'sedan']],
  ['hatchback', ['хэтчбек', 'хетчбэк', 'хетчбек', 'хэтчбэк', 'hatchback']],
  ['liftback', ['лифтбек', 'лифтбэк', 'liftback']],
  ['wagon', ['универсал', 'wagon']],
  ['crossover', ['кроссовер', 'crossover']],
  ['suv', ['внедорожник', 'suv', 'allroad']],
  ['coupe', ['купе', 'coupe']],
  ['cabriolet', ['кабриолет', 'родстер', 'cabriolet', 'roadster']],
  ['minivan', ['минивэн', 'минивен', 'компактвэн', 'minivan']],
  ['pickup', ['пикап', 'pickup']],
  ['furgon', ['фургон', 'furgon', 'van']],
  ['microbus', ['микроавтобус', 'microbus']],
  ['flatbed', ['бортовой', 'flatbed']],
];

const FUELS: Table = [
  ['petrol', ['бензин', 'бензиновый', 'petrol', 'gasoline']],
  ['diesel', ['дизель', 'дизельный', 'diesel']],
  ['hybrid', ['гибрид', 'hybrid']],
  ['electric', ['электро', 'электрический', 'electro', 'electric']],
  ['gas', ['газ', 'гбо', 'lpg', 'cng', 'gas']],
];

const GEARS: Table = [
  ['manual', ['механика', 'механическая', 'мкпп', 'manual', 'mt']],
  ['automatic', ['автомат', 'автоматическая', 'акпп', 'automatic', 'at']],
  ['robot', ['робот', 'роботизированная', 'amt', 'robot']],
  ['variator', ['вариатор', 'cvt', 'variator']],
];

const DRIVES: Table = [
  ['front', ['передний', 'fwd', 'front']],
  ['rear', ['задний', 'rwd', 'rear']],
  ['full', ['полный', '4wd', 'awd', 'full']],
];

export const bodyTypeOf = (text: string) => lookup(BODY_TYPES, text);
export const fuelOf = (text: string) => lookup(FUELS, text);
export const gearOf = (text: string) => lookup(GEARS, text);
export const driveOf = (text: string) => lookup(DRIVES, text);

/** A colour group of the colorgroup- filter with the hex of its swatch. */
export type Paint = { group: string; hex: string };

const COLOR_WORDS: readonly (readonly [word: string, paint: Paint])[] = [
  ['бел', { group: 'white', hex: '#f2f2ef' }],
  ['черн', { group: 'black', hex: '#141416' }],
  ['серебр', { group: 'silver', hex: '#c0c4c8' }],
  ['сер', { group: 'gray', hex: '#7b7f84' }],
  ['графит', { group: 'gray', hex: '#4a4e54' }],
  ['красн', { group: 'red', hex: '#b3161f' }],
  ['бордов', { group: 'red', hex: '#6b1b26' }],
  ['вишн', { group: 'red', hex: '#6b1b26' }],
  ['розов', { group: 'red', hex: '#e38aa8' }],
  ['син', { group: 'blue', hex: '#1f3f8a' }],
  ['голуб', { group: 'blue', hex: '#6ea2d6' }],
  ['фиолет', { group: 'blue', hex: '#5b2a86' }],
  ['пурпур', { group: 'blue', hex: '#5b2a86' }],
  ['зелен', { group: 'green', hex: '#2e6a3b' }],
  ['хаки', { group: 'green', hex: '#6b6a3c' }],
  ['коричн', { group: 'brown', hex: '#5a3b26' }],
  ['бежев', { group: 'beige', hex: '#d6c5a2' }],
  ['золот', { group: 'yellow', hex: '#d4a62a' }],
  ['желт', { group: 'yellow', hex: '#e5b21f' }],
  ['оранж', { group: 'yellow', hex: '#e0701f' }],
];

// auto.ru writes a colour as one of its fixed hex codes.
const AUTORU_COLORS: Readonly<Record<string, string>> = {
  FAFBFB: 'Белый',
  '040001': 'Чёрный',
  CACECB: 'Серебристый',
  '97948F': 'Серый',
  EE1D19: 'Красный',
  '0000CC': 'Синий',
  '22A0F8': 'Голубой',
  '007F00': 'Зелёный',
  '200204': 'Коричневый',
  C49648: 'Бежевый',
  DEA522: 'Золотистый',
  FFD600: 'Жёлтый',
  FF8649: 'Оранжевый',
  '660099': 'Фиолетовый',
  '4A2197': 'Пурпурный',
  FFC0CB: 'Розовый',
};

/** The colour's name as a visitor reads it, and its group; null when the word names no colour. */
export function colorOf(text: string): { name: string; paint: Paint } | null {
  const trimmed = text.trim();
  const name = AUTORU_COLORS[trimmed.toUpperCase()] ?? trimmed;
  const key = normalise(name);
  const paint = COLOR_WORDS.find(([word]) => key.startsWith(word))?.[1];
  if (!paint) return null;
  return { name: name.charAt(0).toUpperCase() + name.slice(1).toLowerCase(), paint };
}
