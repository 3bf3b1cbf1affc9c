import { homeBanners } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import { BANNER_ART_SIZE } from '../../src/routes/images/svg/banner-art.ts';

type Seeded = { title: string; text: string; art: number; link: string };

// Invented banners for each holding's home page (decision 0072); the pictures are generated art.
const BANNERS: Readonly<Record<1 | 2, readonly Seeded[]>> = {
  1: [
    {
      title: 'Осенний сервис со скидкой',
      text: 'Проверка подвески и тормозов перед холодами — запишитесь онлайн.',
      art: 1,
      link: '/service/online/',
    },
    {
      title: 'Автомобили в наличии',
      text: 'Новые автомобили с выдачей в день покупки.',
      art: 2,
      link: '/cars/new/',
    },
    {
      title: 'Акции месяца',
      text: 'Специальные условия на кредит, трейд-ин и дополнительное оборудование.',
      art: 3,
      link: '/actions/',
    },
  ],
  2: [
    {
      title: 'Квадроциклы к сезону',
      text: 'Подберём технику для работы и отдыха, оформим в кредит.',
      art: 4,
      link: '/atv/',
    },
    {
      title: 'Автомобили с пробегом',
      text: 'Проверенные автомобили с историей обслуживания.',
      art: 5,
      link: '/cars/used/',
    },
  ],
};

/** Inserts the demo banners once (when there is none). */
export async function seedHomeBanners(db: Db): Promise<number> {
  const [existing] = await db.select({ id: homeBanners.id }).from(homeBanners).limit(1);
  if (existing) return 0;
  const rows = ([1, 2] as const).flatMap((holdingId) =>
    BANNERS[holdingId].map((banner, index) => ({
      holdingId,
      title: banner.title,
      text: banner.text,
      image: `/api/v1/images/banners/${banner.art}.svg`,
      imageWidth: BANNER_ART_SIZE.width,
      imageHeight: BANNER_ART_SIZE.height,
      link: banner.link,
      position: (index + 1) * 10,
      publishedAt: new Date('2024-01-01T00:00:00Z'),
    })),
  );
  await db.insert(homeBanners).values(rows);
  return rows.length;
}
