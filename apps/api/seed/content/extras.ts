import type {
  awards,
  itemCodes,
  shortLinks,
  VcardTranslation,
  vcards,
} from '../../src/db/schema/index.ts';
import type { Rng } from '../prng.ts';
import { slugify } from '../catalog/people.ts';

// Invented awards of invented contests: no real prize or organiser is named.
export function buildAwards(): (typeof awards.$inferInsert)[] {
  const list: [1 | 2 | null, number, string, string, string][] = [
    [
      1,
      2024,
      'Дилер года',
      'Премия «Автомобильный Олимп»',
      'Первое место по уровню удовлетворённости клиентов среди дилерских групп Москвы.',
    ],
    [
      1,
      2023,
      'Лучший сервис',
      'Конкурс «Сервисная марка»',
      'Самое короткое время ожидания записи на обслуживание.',
    ],
    [
      1,
      2022,
      'Рост продаж',
      'Рейтинг «Авторитейл-100»',
      'Наибольший рост продаж новых автомобилей за год.',
    ],
    [
      1,
      2021,
      'Лучший центр автомобилей с пробегом',
      'Премия «Второе дыхание»',
      'Самая прозрачная проверка истории автомобилей.',
    ],
    [
      2,
      2024,
      'Дилер года Северо-Запада',
      'Премия «Белые ночи авторитейла»',
      'Лучшая дилерская группа Санкт-Петербурга по отзывам клиентов.',
    ],
    [
      2,
      2023,
      'Лучший коммерческий центр',
      'Конкурс «Грузовой маршрут»',
      'Лучший сервис для владельцев коммерческого транспорта.',
    ],
    [
      2,
      2022,
      'Команда года',
      'Рейтинг работодателей «Автокарьера»',
      'Лучшие условия для сотрудников среди дилеров региона.',
    ],
    [
      null,
      2020,
      'Цифровой дилер',
      'Премия «Авто.Онлайн»',
      'Лучший сайт дилерской группы: онлайн-запись, покупка и личный кабинет.',
    ],
  ];
  return list.map(([holdingId, year, title, issuer, description], i) => ({
    id: i + 1,
    holdingId,
    year,
    title,
    issuer,
    description,
    image: `/api/v1/images/awards/${i + 1}.svg`,
  }));
}

const TOKEN = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
function token(rng: Rng, length: number): string {
  return Array.from({ length }, () => TOKEN[rng.int(0, TOKEN.length - 1)] ?? 'x').join('');
}

const LINK_TARGETS = [
  '/cars/new/',
  '/cars/used/',
  '/service/online/',
  '/services/credit/',
  '/services/trade-in/',
  '/actions/',
  '/contacts/',
  '/cars/sale/',
];

export function buildShortLinks(rng: Rng): (typeof shortLinks.$inferInsert)[] {
  return ([1, 2] as const).flatMap((holdingId) =>
    LINK_TARGETS.map((targetUrl) => ({
      code: token(rng, 6),
      holdingId,
      targetUrl,
      hits: rng.int(0, 500),
    })),
  );
}

export function buildItemCodes(
  rng: Rng,
  vehicles: readonly { id: number; holdingId: number }[],
): (typeof itemCodes.$inferInsert)[] {
  return vehicles.map((v) => ({
    // Lowercase: /ic/{code} is outside SPEC 5's exceptions to the uppercase-path rule.
    code: token(rng, 8).toLowerCase(),
    holdingId: v.holdingId,
    vehicleId: v.id,
    storeItemId: null,
  }));
}

const POSITION_EN: Readonly<Record<string, string>> = {
  sales: 'Sales manager',
  used: 'Used car sales manager',
  service: 'Service adviser',
  parts: 'Parts manager',
  credit: 'Finance specialist',
  insurance: 'Insurance specialist',
};
const POSITION_CN: Readonly<Record<string, string>> = {
  sales: '销售经理',
  used: '二手车销售经理',
  service: '服务顾问',
  parts: '配件经理',
  credit: '金融专员',
  insurance: '保险专员',
};

const latin = (text: string) =>
  slugify(text).replace(
    /(^|-)([a-z])/g,
    (_, dash: string, ch: string) => `${dash ? ' ' : ''}${ch.toUpperCase()}`,
  );

export function buildVcards(
  rng: Rng,
  people: readonly {
    id: number;
    holdingId: number;
    firstName: string;
    lastName: string;
    department: string;
    company: string;
  }[],
): (typeof vcards.$inferInsert)[] {
  return people.map((p) => {
    const names = { firstName: latin(p.firstName), lastName: latin(p.lastName) };
    const en: VcardTranslation = {
      ...names,
      position: POSITION_EN[p.department] ?? 'Manager',
      company: p.company,
    };
    const cn: VcardTranslation = {
      ...names,
      position: POSITION_CN[p.department] ?? '经理',
      company: p.company,
    };
    return {
      // Lowercase: /vcard/{code} is outside SPEC 5's exceptions to the uppercase-path rule.
      code: token(rng, 7).toLowerCase(),
      holdingId: p.holdingId,
      employeeId: p.id,
      translations: { en, cn },
    };
  });
}
