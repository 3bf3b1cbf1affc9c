import { staticPages } from '../../src/db/schema/index.ts';
import type { ContentBlock } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';

type Page = typeof staticPages.$inferInsert;

const p = (text: string): ContentBlock => ({ type: 'p', text });
const h2 = (text: string): ContentBlock => ({ type: 'h2', text });
const ul = (...items: string[]): ContentBlock => ({ type: 'ul', items });

// Pages the first content seed did not have: the short events page, the investor section's
// introductions (first holding) and the English texts. Invented demo texts.
const PAGES: Page[] = [
  {
    code: 'event-mini',
    holdingId: null,
    title: 'Ближайшие мероприятия',
    description: 'Коротко о тест-драйвах и днях открытых дверей дилерских центров.',
    blocks: [
      p(
        'Каждые выходные — тест-драйвы новых моделей в дилерских центрах Москвы и Санкт-Петербурга.',
      ),
      ul('Дни открытых дверей', 'Презентации новых моделей', 'Клубные выезды владельцев'),
      p('Анонсы мероприятий публикуем в новостях.'),
    ],
  },
  {
    code: 'investors',
    holdingId: 1,
    title: 'Инвесторам',
    description: 'Раскрытие информации для инвесторов и держателей облигаций.',
    blocks: [
      p(
        'Компания раскрывает финансовую отчётность, корпоративные документы, операционные показатели и кредитные рейтинги для инвесторов и держателей облигаций.',
      ),
      h2('Облигации'),
      p('Биржевые облигации компании обращаются на Московской бирже.'),
    ],
  },
  {
    code: 'investors-financial-reports',
    holdingId: 1,
    title: 'Финансовая отчётность',
    description: 'Годовая и промежуточная отчётность по РСБУ и МСФО.',
    blocks: [p('Годовая отчётность публикуется после аудита, промежуточная — ежеквартально.')],
  },
  {
    code: 'investors-korporativnye-dokumenty',
    holdingId: 1,
    title: 'Корпоративные документы',
    description: 'Устав, положения и решения о выпуске ценных бумаг.',
    blocks: [p('Действующие редакции устава, внутренних положений и эмиссионных документов.')],
  },
  {
    code: 'investors-operatsionnye-pokazateli',
    holdingId: 1,
    title: 'Операционные показатели',
    description: 'Продажи автомобилей, сервис и запасные части по периодам.',
    blocks: [
      p('Продажи новых и подержанных автомобилей, выручка сервиса и отдела запасных частей.'),
    ],
  },
  {
    code: 'investors-reytingi',
    holdingId: 1,
    title: 'Кредитные рейтинги',
    description: 'Кредитные рейтинги компании и пресс-релизы агентств.',
    blocks: [p('Рейтинги присвоены российскими рейтинговыми агентствами по национальной шкале.')],
  },
  {
    code: 'en-compliance',
    holdingId: 1,
    title: 'Compliance',
    description: 'Anti-corruption policy, code of business ethics and the hotline.',
    blocks: [
      p(
        'The company does business honestly and does not tolerate corruption in its dealings with customers, partners and public authorities.',
      ),
      ul('Code of business ethics', 'Anti-corruption policy', 'Conflict of interest policy'),
      p('A breach can be reported anonymously through the feedback form of the Russian site.'),
    ],
  },
  {
    code: 'en-history',
    holdingId: 1,
    title: 'History',
    description: 'How the dealer group grew.',
    blocks: [
      p('1998 — the first dealership opens in Moscow.'),
      p('2003 — our own service centre and parts department.'),
      p('2008 — the first dealership in Saint Petersburg and the first used-car centre.'),
      p('2013 — online service booking and buying a car through the website.'),
      p('2018 — twenty dealerships, a loyalty programme and a mobile app.'),
    ],
  },
];

/** Adds the pages that are missing (existing ones, edited or not, are kept). */
export async function seedInfoPages(db: Db): Promise<number> {
  const added = await db
    .insert(staticPages)
    .values(PAGES)
    .onConflictDoNothing()
    .returning({ id: staticPages.id });
  return added.length;
}
