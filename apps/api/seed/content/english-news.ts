import { and, eq } from 'drizzle-orm';
import { publications } from '../../src/db/schema/index.ts';
import type { ContentBlock } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';

const p = (text: string): ContentBlock => ({ type: 'p', text });

// The news of the English pages (SPEC 2.10, first holding): a few invented items in English.
const NEWS = [
  {
    slug: 'en-new-showroom-saint-petersburg',
    title: 'A new showroom opens in Saint Petersburg',
    announce: 'Sales, service and parts under one roof in the north of the city.',
    publishedAt: '2025-01-15T09:00:00Z',
    blocks: [
      p('Our new showroom in the north of Saint Petersburg has opened its doors.'),
      p(
        'It brings new car sales, certified used cars, a service centre and a parts store together.',
      ),
    ],
  },
  {
    slug: 'en-online-service-booking',
    title: 'Service booking now shows free slots for two weeks ahead',
    announce: 'Choose a dealership, a time and a service adviser online.',
    publishedAt: '2024-12-02T09:00:00Z',
    blocks: [
      p('The online service booking now shows every free slot for the next two weeks.'),
      p('A service adviser confirms the booking by phone within one working hour.'),
    ],
  },
  {
    slug: 'en-bonds-placement',
    title: 'The company places exchange-traded bonds',
    announce: 'Series 001P-01 bonds were placed on the Moscow Exchange.',
    publishedAt: '2024-09-20T09:00:00Z',
    blocks: [
      p(
        'The company has placed its exchange-traded bonds of series 001P-01 on the Moscow Exchange.',
      ),
      p('The documents of the issue are published in the investor section of the Russian site.'),
    ],
  },
];

/** Inserts the English news once (when the first holding has none); each gets its cover picture. */
export async function seedEnglishNews(db: Db): Promise<number> {
  const [existing] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.lang, 'en'), eq(publications.kind, 'news')))
    .limit(1);
  if (existing) return 0;
  const added = await db
    .insert(publications)
    .values(
      NEWS.map((item) => ({
        ...item,
        kind: 'news' as const,
        lang: 'en' as const,
        holdingId: 1,
        image: '',
        publishedAt: new Date(item.publishedAt),
      })),
    )
    .returning({ id: publications.id });
  for (const { id } of added)
    await db
      .update(publications)
      .set({ image: `/api/v1/images/content/news/${id}.svg` })
      .where(eq(publications.id, id));
  return added.length;
}
