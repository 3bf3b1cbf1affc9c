import type { ContentBlock } from '@dealer/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { brands, dealers, models, publications, vehicles } from '../../src/db/schema/index.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { STOCK_DATE } from '../catalog/build-vehicles.ts';
import { slugify } from '../catalog/people.ts';
import { createRng, seedFor, type Rng } from '../prng.ts';

type VideoSubject = {
  holdingId: number;
  brandId: number;
  brand: string;
  model: string;
  dealerId: number;
  dealer: string;
};

const PER_HOLDING = 24;
const DAY = 86_400_000;

const TEMPLATES: readonly ((s: VideoSubject) => [string, string, string])[] = [
  (s) => [
    `Видеообзор ${s.brand} ${s.model}`,
    'Экстерьер, салон и багажник за пять минут.',
    `Консультант ${s.dealer} показывает ${s.brand} ${s.model} из наличия.`,
  ],
  (s) => [
    `Тест-драйв ${s.brand} ${s.model}`,
    'Город, трасса и парковка.',
    `Проехали на ${s.brand} ${s.model} по городу и по трассе и рассказываем, что понравилось.`,
  ],
  (s) => [
    `${s.brand} ${s.model}: мультимедиа и помощники водителя`,
    'Как всё настроить с первого дня.',
    `Разбираем меню и системы помощи водителю ${s.brand} ${s.model}.`,
  ],
];

// Video items of the media section, each about one make and model of a dealer's stock.
export function buildVideos(
  rng: Rng,
  subjects: readonly VideoSubject[],
  stockDate: number,
): (typeof publications.$inferInsert)[] {
  return [1, 2].flatMap((holdingId) => {
    const own = subjects.filter((s) => s.holdingId === holdingId);
    if (own.length === 0) return [];
    return Array.from({ length: PER_HOLDING }, (_, i) => {
      const s = rng.pick(own);
      const [title, announce, text] = TEMPLATES[i % TEMPLATES.length]!(s);
      const slug = `video-${holdingId}-${i + 1}-${slugify(title).slice(0, 50)}`;
      const blocks: ContentBlock[] = [{ type: 'p', text }];
      return {
        kind: 'media' as const,
        holdingId,
        slug,
        title,
        announce,
        blocks,
        // The cover is drawn by /images/content (any media id); the clip host is an invented example.
        image: '',
        publishedAt: new Date(stockDate - (i * 11 + rng.int(0, 10)) * DAY),
        brandId: s.brandId,
        dealerId: s.dealerId,
        mediaType: 'video' as const,
        videoUrl: `https://video.example/embed/${slug}`,
        tags: [s.brand, 'видео'],
      };
    });
  });
}

// About 24 brand videos per holding; skipped when video items exist.
export async function seedBrandVideos(db: Db): Promise<number> {
  const existing = await db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.mediaType, 'video'))
    .limit(1);
  if (existing.length > 0) return 0;
  const subjects = await db
    .selectDistinct({
      holdingId: vehicles.holdingId,
      brandId: brands.id,
      brand: brands.nameEn,
      model: models.name,
      dealerId: dealers.id,
      dealer: dealers.nameRu,
    })
    .from(vehicles)
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .innerJoin(dealers, eq(dealers.id, vehicles.dealerId))
    .where(and(eq(vehicles.condition, 'new'), eq(vehicles.category, 'cars')))
    .orderBy(asc(vehicles.holdingId), asc(brands.id), asc(models.name), asc(dealers.id));
  const rows = buildVideos(createRng(seedFor('content-videos')), subjects, STOCK_DATE);
  await bulkInsert(db, publications, rows);
  // The cover address needs the id the row was given.
  await db
    .update(publications)
    .set({ image: sql`'/api/v1/images/content/media/' || ${publications.id} || '.svg'` })
    .where(and(eq(publications.mediaType, 'video'), eq(publications.image, '')));
  return rows.length;
}
