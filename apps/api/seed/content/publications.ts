import type { ContentBlock, publications } from '../../src/db/schema/index.ts';
import type { Rng } from '../prng.ts';
import { slugify } from '../catalog/people.ts';

export type Subject = {
  brandId: number;
  brand: string;
  model: string;
  dealerId: number;
  dealer: string;
  holdingId: 1 | 2;
  vehicleIds: number[];
};
type Row = typeof publications.$inferInsert;

const p = (text: string): ContentBlock => ({ type: 'p', text });

const NEWS: readonly ((s: Subject) => [string, string, ContentBlock[]])[] = [
  (s) => [
    `${s.brand} ${s.model} уже в наличии`,
    `Первые автомобили ${s.brand} ${s.model} поступили в ${s.dealer}.`,
    [
      p(
        `В дилерский центр ${s.dealer} поступила партия ${s.brand} ${s.model}. Автомобили доступны для тест-драйва и покупки.`,
      ),
      p('Записаться на тест-драйв можно на сайте или по телефону дилерского центра.'),
    ],
  ],
  (s) => [
    `${s.dealer}: обновлённый сервис`,
    'Больше постов, короче очередь на обслуживание.',
    [
      p(
        `В ${s.dealer} закончилась реконструкция сервиса: добавлено шесть постов и зона ожидания для клиентов.`,
      ),
      p('Онлайн-запись теперь показывает свободное время на ближайшие две недели.'),
    ],
  ],
  (s) => [
    `Продлены сроки гарантии на ${s.brand}`,
    'Гарантия на новые автомобили увеличена до пяти лет.',
    [
      p(
        `Для автомобилей ${s.brand}, купленных в наших дилерских центрах, гарантия увеличена до пяти лет или 150 000 км.`,
      ),
      p(
        'Условия распространяются на автомобили, проходящие плановое обслуживание у официального дилера.',
      ),
    ],
  ],
  (s) => [
    `День открытых дверей в ${s.dealer}`,
    'Тест-драйвы, консультации и подарки для гостей.',
    [
      p(
        `В субботу ${s.dealer} приглашает на день открытых дверей: тест-драйвы ${s.brand} ${s.model}, консультации по кредиту и трейд-ин.`,
      ),
      p('Для детей работает игровая зона, для гостей — кофе-бар.'),
    ],
  ],
  (s) => [
    `Новая модель ${s.brand} ${s.model} представлена в России`,
    'Старт продаж и цены.',
    [
      p(
        `Официально представлена ${s.brand} ${s.model}. Приём предварительных заказов открыт во всех дилерских центрах марки.`,
      ),
      p('Первые автомобили ожидаются в следующем месяце.'),
    ],
  ],
  (s) => [
    `Онлайн-оценка автомобиля для трейд-ин`,
    'Узнайте стоимость своего автомобиля за пять минут.',
    [
      p(
        'На сайте появилась онлайн-оценка для трейд-ин: укажите марку, модель, год и пробег — менеджер перезвонит с предварительной ценой.',
      ),
      p(`Итоговая цена фиксируется после осмотра в ${s.dealer}.`),
    ],
  ],
];

const BLOG: readonly ((s: Subject) => [string, string, ContentBlock[]])[] = [
  (s) => [
    `Как подготовить ${s.brand} ${s.model} к зиме`,
    'Шины, аккумулятор, жидкости: короткий чек-лист.',
    [
      p(
        'Перед холодами проверьте аккумулятор, антифриз и стеклоомывающую жидкость, замените шины на зимние.',
      ),
      {
        type: 'ul',
        items: [
          'Проверка аккумулятора',
          'Замена шин',
          'Антифриз и омывайка',
          'Щётки стеклоочистителя',
        ],
      },
      p(`Мастер-консультанты ${s.dealer} проведут сезонную проверку за 30 минут.`),
    ],
  ],
  (s) => [
    `Кредит или лизинг: что выбрать`,
    'Разбираем разницу для частных лиц и компаний.',
    [
      p(
        'Кредит подходит частным покупателям: автомобиль сразу в собственности. Лизинг выгоден компаниям: платежи уменьшают налог на прибыль.',
      ),
      p(`Специалисты ${s.dealer} рассчитают оба варианта для ${s.brand} ${s.model}.`),
    ],
  ],
  (s) => [
    `Как проверить автомобиль с пробегом`,
    'Пять шагов перед покупкой.',
    [
      {
        type: 'ol',
        items: [
          'Проверьте историю по VIN',
          'Сверьте пробег с сервисной историей',
          'Осмотрите кузов на толщиномер',
          'Проведите диагностику',
          'Проверьте документы',
        ],
      },
      p(`Все автомобили с пробегом в ${s.dealer} проходят проверку по 120 пунктам.`),
    ],
  ],
  (s) => [
    `Когда менять масло в ${s.brand}`,
    'Интервалы обслуживания и почему их лучше сокращать в городе.',
    [
      p(
        `Производитель ${s.brand} рекомендует менять масло каждые 15 000 км, но в городском режиме с пробками интервал лучше сократить до 10 000 км.`,
      ),
    ],
  ],
  (s) => [
    `Тест-драйв ${s.brand} ${s.model}: первые впечатления`,
    'Неделя с автомобилем в городе и на трассе.',
    [
      p(
        `Мы провели неделю за рулём ${s.brand} ${s.model}: удобная посадка, тихий салон и понятная мультимедиа.`,
      ),
      { type: 'quote', text: 'Автомобиль, который не требует привыкания.' },
    ],
  ],
];

const ACTIONS: readonly ((s: Subject) => [string, string, ContentBlock[]])[] = [
  (s) => [
    `Выгода на ${s.brand} ${s.model}`,
    'Специальные условия при покупке в кредит.',
    [
      p(`При покупке ${s.brand} ${s.model} в кредит в ${s.dealer} — дополнительная скидка.`),
      p('Предложение ограничено количеством автомобилей в наличии.'),
    ],
  ],
  (s) => [
    `Трейд-ин ${s.brand}: доплата за старый автомобиль`,
    'Сдайте автомобиль в зачёт и получите бонус.',
    [
      p(
        `При сдаче автомобиля в трейд-ин при покупке ${s.brand} начисляется дополнительная выгода.`,
      ),
    ],
  ],
  (s) => [
    `Сервис ${s.brand} со скидкой 20%`,
    'Техническое обслуживание по специальной цене.',
    [
      p(
        `Скидка 20% на работы при плановом ТО автомобилей ${s.brand} старше пяти лет в ${s.dealer}.`,
      ),
    ],
  ],
  (s) => [
    `Зимние шины в подарок`,
    `При покупке ${s.brand} ${s.model} до конца месяца.`,
    [p(`Комплект зимних шин в подарок при покупке ${s.brand} ${s.model} из наличия.`)],
  ],
  (s) => [
    `КАСКО за 1 рубль`,
    'Страховка на первый год при покупке нового автомобиля.',
    [p(`Оформите КАСКО на первый год за 1 рубль при покупке ${s.brand} в кредит.`)],
  ],
];

// Media items are photo reports: the pictures are the vehicles' own.
const gallery = (s: Subject): ContentBlock[] =>
  s.vehicleIds.flatMap((id, n) =>
    [1, 2].map((k) => ({
      type: 'image' as const,
      src: `/api/v1/images/vehicles/${id}/${k}.svg`,
      alt: `${s.brand} ${s.model}, фото ${n * 2 + k}`,
    })),
  );

const MEDIA: readonly ((s: Subject) => [string, string, ContentBlock[]])[] = [
  (s) => [
    `Фотообзор ${s.brand} ${s.model}`,
    'Экстерьер и цвета кузова в наличии.',
    [p(`Все цвета ${s.brand} ${s.model}, которые сейчас есть в ${s.dealer}.`), ...gallery(s)],
  ],
  (s) => [
    `Фоторепортаж: открытие ${s.dealer}`,
    'Как прошло открытие нового центра.',
    [
      p(`Фотографии с открытия ${s.dealer}: гости, тест-драйвы и выставка ${s.brand}.`),
      ...gallery(s),
    ],
  ],
  (s) => [
    `Выставка ${s.brand} в ${s.dealer}`,
    'Модельный ряд в одном зале.',
    [p(`В шоуруме ${s.dealer} собран весь модельный ряд ${s.brand}.`), ...gallery(s)],
  ],
  (s) => [
    `${s.brand} ${s.model} на бездорожье`,
    'Фото с испытаний в Подмосковье.',
    [p(`Проверили ${s.brand} ${s.model} на грунтовке и в грязи.`), ...gallery(s)],
  ],
];

const KINDS = [
  ['news', NEWS, 24],
  ['blog', BLOG, 21],
  ['actions', ACTIONS, 22],
  ['media', MEDIA, 20],
] as const;

// Publications of both holdings, dated back from the fixed stock date, so every run writes the same rows.
export function buildPublications(
  rng: Rng,
  subjects: readonly Subject[],
  stockDate: number,
): Row[] {
  const rows: Row[] = [];
  for (const holdingId of [1, 2] as const) {
    const own = subjects.filter((s) => s.holdingId === holdingId);
    for (const [kind, templates, count] of KINDS) {
      for (let i = 0; i < count; i += 1) {
        const s = rng.pick(own);
        const template = templates[i % templates.length];
        if (!template) continue;
        const [title, announce, blocks] = template(s);
        const id = rows.length + 1;
        const publishedAt = new Date(stockDate - (i * 9 + rng.int(0, 8)) * 86_400_000);
        rows.push({
          id,
          kind,
          holdingId,
          slug: `${slugify(title).slice(0, 60)}-${id}`,
          title,
          announce,
          blocks,
          image: `/api/v1/images/content/${kind}/${id}.svg`,
          publishedAt,
          startsAt: kind === 'actions' ? publishedAt : null,
          // Most promotions run until further notice; the rest ended or end on a fixed date.
          endsAt:
            kind === 'actions' && rng.chance(0.4)
              ? new Date(publishedAt.getTime() + rng.int(30, 400) * 86_400_000)
              : null,
          brandId: kind === 'blog' ? null : s.brandId,
          dealerId: kind === 'blog' ? null : s.dealerId,
          mediaType: kind === 'media' ? 'gallery' : null,
          videoUrl: null,
          tags: [s.brand],
        });
      }
    }
  }
  return rows;
}
