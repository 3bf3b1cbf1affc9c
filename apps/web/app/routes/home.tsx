import {
  cityName,
  holdingDisplayName,
  menuLeafHref,
  SECOND_HOLDING_WORKING_HOURS,
} from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';
import type { LinkEntry } from '../shared/layout/menu/menu-model.ts';
import { builtPath } from '../shared/layout/route-links.ts';
import { apiContext } from '../shared/api/context.ts';
import { siteContext } from '../shared/site/context.ts';
import { bannerViews } from '../shared/home-banners/banner-picture.ts';
import { HomeBanners } from '../shared/home-banners/home-banners.tsx';
import { HomeCatalog } from '../features/home-catalog/index.ts';
import { loadHomeCatalog } from '../features/home-catalog/index.server.ts';
import { HomeSections } from '../features/home-sections/index.ts';
import { loadHomeNews } from '../features/home-sections/index.server.ts';
import type { Route } from './+types/home';
import styles from './home.module.css';

interface HomeArea extends LinkEntry {
  text: string;
}

/** The home page's blocks: each appears once its page is built (no block points at a missing page). */
const HOME_AREAS: readonly HomeArea[] = [
  { label: 'Новые автомобили', link: 'cars/new', text: 'Автомобили в наличии и под заказ' },
  { label: 'Автомобили с пробегом', link: 'cars/used', text: 'Проверенные автомобили с историей' },
  { label: 'Электромобили', link: 'electro', text: 'Электромобили и гибриды' },
  { label: 'Мотоциклы', link: 'moto', text: 'Мотоциклы и экипировка' },
  { label: 'Квадроциклы', link: 'atv', text: 'Квадроциклы для работы и отдыха' },
  { label: 'Коммерческий транспорт', link: 'commercial', text: 'Фургоны, грузовики и спецтехника' },
  { label: 'Запись на сервис', link: 'service/online', text: 'Техническое обслуживание и ремонт' },
  { label: 'Запчасти', link: 'parts', text: 'Оригинальные запчасти с доставкой' },
  { label: 'Аксессуары', link: 'store', text: 'Аксессуары для вашего автомобиля' },
  { label: 'Кредит', link: 'services/credit', text: 'Расчёт платежа и одобрение онлайн' },
  { label: 'Трейд-ин', link: 'services/trade-in', text: 'Оценка вашего автомобиля' },
  { label: 'Тест-драйв', link: 'services/testdrive', text: 'Запишитесь на удобное время' },
  { label: 'Акции', link: 'actions', text: 'Специальные предложения месяца' },
];

interface HomeHero {
  lead: string;
  points: readonly { title: string; text: string }[];
}

/** Each holding's own hero text (invented demo copy). */
const HOME_HERO: Readonly<Record<HoldingId, HomeHero>> = {
  1: {
    lead: 'Новые и подержанные автомобили, мотоциклы, гидроциклы и электромобили, сервис и оригинальные запчасти в Москве и Санкт-Петербурге.',
    points: [
      {
        title: 'Автомобили в наличии',
        text: 'Новые автомобили в наличии и под заказ, проверенные автомобили с пробегом.',
      },
      {
        title: 'Собственный сервис',
        text: 'Техническое обслуживание, кузовной ремонт и шиномонтаж у официального дилера.',
      },
      {
        title: 'Финансовые услуги',
        text: 'Кредит, лизинг, страхование и трейд-ин оформляются в дилерском центре.',
      },
    ],
  },
  2: {
    lead: 'Автоцентр полного цикла: продажа автомобилей и квадроциклов, комиссионная продажа, сервис и запчасти.',
    points: [
      {
        title: 'Комиссионная продажа',
        text: 'Поможем продать ваш автомобиль: оценка, подготовка и оформление сделки.',
      },
      {
        title: 'Сервис и ремонт',
        text: 'Обслуживание и кузовной ремонт автомобилей и квадроциклов.',
      },
      // The hours of its dealers and footer, from one constant (issue 29).
      {
        title: 'Удобный график',
        text: `Дилерские центры работают ${SECOND_HOLDING_WORKING_HOURS}.`,
      },
    ],
  },
};

export async function loader({ context }: Route.LoaderArgs) {
  const { holdingId, city } = context.get(siteContext);
  const [catalog, banners, news] = await Promise.all([
    loadHomeCatalog(context),
    context.get(apiContext).get('/content/banners', { optional: true }),
    loadHomeNews(context),
  ]);
  const holdingName = holdingDisplayName(holdingId);
  // The texts are the loader's: the page's JavaScript carries neither holding's copy.
  const hero = HOME_HERO[holdingId];
  return {
    catalog,
    banners: bannerViews(banners?.items ?? []),
    holdingName,
    lead: hero.lead,
    cityPrepositional: cityName(city, 'prepositional'),
    sections: {
      holdingName,
      news,
      points: hero.points,
      areas: HOME_AREAS.flatMap(({ label, link, text }) => {
        const href = builtPath(holdingId, menuLeafHref(link));
        return href ? [{ label, text, href }] : [];
      }),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = `${loaderData.holdingName}: новые и подержанные автомобили в ${loaderData.cityPrepositional}`;
  return [
    { title },
    {
      name: 'description',
      content: `${loaderData.holdingName}: автомобили, сервис, запчасти и аксессуары.`,
    },
  ];
}

/** The home page of both holdings: the hero, the catalogue with the banners, the sections below. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.title}>
            {loaderData.holdingName}
          </h1>
          <p className={styles.city}>Дилерские центры в {loaderData.cityPrepositional}</p>
          <p className={styles.lead}>{loaderData.lead}</p>
        </div>
      </section>
      <HomeCatalog data={loaderData.catalog} after={<HomeBanners banners={loaderData.banners} />} />
      <HomeSections data={loaderData.sections} styles={styles} />
    </main>
  );
}
