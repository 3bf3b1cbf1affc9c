import type { Rng } from '../prng.ts';

// Invented people: common first names and surnames combined at random, so nobody real is named.
const MALE_FIRST = [
  'Александр',
  'Дмитрий',
  'Сергей',
  'Андрей',
  'Алексей',
  'Максим',
  'Иван',
  'Михаил',
  'Артём',
  'Никита',
  'Павел',
  'Роман',
  'Егор',
  'Илья',
  'Кирилл',
  'Денис',
  'Владимир',
  'Олег',
  'Антон',
  'Евгений',
];
const FEMALE_FIRST = [
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Наталья',
  'Екатерина',
  'Татьяна',
  'Ирина',
  'Юлия',
  'Светлана',
  'Анастасия',
  'Дарья',
  'Виктория',
  'Ксения',
  'Полина',
];
const SURNAMES = [
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Кузьмин',
  'Фролов',
  'Александров',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
  'Ильин',
];
const MALE_PATRONYMIC = [
  'Александрович',
  'Дмитриевич',
  'Сергеевич',
  'Андреевич',
  'Алексеевич',
  'Михайлович',
  'Игоревич',
  'Владимирович',
  'Олегович',
  'Николаевич',
];
const FEMALE_PATRONYMIC = [
  'Александровна',
  'Дмитриевна',
  'Сергеевна',
  'Андреевна',
  'Алексеевна',
  'Михайловна',
  'Игоревна',
  'Владимировна',
  'Олеговна',
  'Николаевна',
];

export type Person = { firstName: string; lastName: string; middleName: string; female: boolean };

export function person(rng: Rng): Person {
  const female = rng.chance(0.4);
  const lastName = rng.pick(SURNAMES);
  return female
    ? {
        firstName: rng.pick(FEMALE_FIRST),
        lastName: `${lastName}а`,
        middleName: rng.pick(FEMALE_PATRONYMIC),
        female,
      }
    : { firstName: rng.pick(MALE_FIRST), lastName, middleName: rng.pick(MALE_PATRONYMIC), female };
}

const LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

// A URL slug of a Russian text: transliterated, lower case, words joined by hyphens.
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((ch) => LATIN[ch] ?? ch).join('');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

// +7 (495) 000-xx-xx in Moscow, +7 (812) 000-xx-xx in Saint Petersburg: the 000 exchange is not in use.
export function phone(cityCode: 'msk' | 'spb', n: number): string {
  const code = cityCode === 'msk' ? '495' : '812';
  const tail = String(n % 10_000).padStart(4, '0');
  return `+7 (${code}) 000-${tail.slice(0, 2)}-${tail.slice(2)}`;
}
