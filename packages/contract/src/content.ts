import { z } from 'zod';
import { codeNameSchema, pageMetaSchema } from './catalog.ts';
import { holdingIdQuery } from './common.ts';
import { pagingQuery } from './reviews.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,127}$/, 'Код: строчные латинские буквы, цифры и дефис');

// Rich text as typed blocks: the page renders each block itself, no HTML from the database.
export const contentBlockSchema = z
  .union([
    z.object({ type: z.enum(['p', 'h2', 'h3', 'quote']), text: z.string() }),
    z.object({ type: z.enum(['ul', 'ol']), items: z.array(z.string()) }),
    z.object({ type: z.literal('image'), src: z.string(), alt: z.string() }),
  ])
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const staticPageParamsSchema = z.object({
  id: slug.meta({ description: 'Код страницы: about, guaranty, cookie...' }),
});
export const staticPageSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    blocks: z.array(contentBlockSchema),
    updatedAt: z.string(),
  })
  .meta({ id: 'StaticPage' });

export const publicationKindSchema = z.enum(['news', 'blog', 'actions', 'media']);
export type PublicationKind = z.infer<typeof publicationKindSchema>;

export const publicationCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: publicationKindSchema,
    title: z.string(),
    announce: z.string(),
    image: z.string(),
    publishedAt: z.string(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    brand: codeNameSchema.nullable(),
    mediaType: z.enum(['video', 'gallery']).nullable(),
    tags: z.array(z.string()),
  })
  .meta({ id: 'PublicationCard' });
export type PublicationCard = z.infer<typeof publicationCardSchema>;

export const publicationSchema = publicationCardSchema
  .extend({
    blocks: z.array(contentBlockSchema),
    videoUrl: z.string().nullable(),
    dealer: z.object({ code: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'Publication' });

const langQuery = z
  .enum(['ru', 'en'], { error: 'Язык: ru или en' })
  .optional()
  .meta({ description: 'Язык публикаций, по умолчанию ru' });

// One publication: its holding and language (the English pages show English items).
export const publicationQuerySchema = holdingIdQuery.extend({ lang: langQuery });

export const publicationsQuerySchema = pagingQuery.extend({
  lang: langQuery,
  brand: slug.optional().meta({ description: 'Код марки' }),
  active: z
    .enum(['true', 'false'], { error: 'Ожидается true или false' })
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'Акции: только действующие сегодня' }),
});
export const publicationParamsSchema = z.object({
  id: slug.meta({ description: 'Номер или код публикации' }),
});
export const publicationsResponseSchema = z
  .object({ items: z.array(publicationCardSchema), meta: pageMetaSchema })
  .meta({ id: 'PublicationList' });

// /brands/video: the video items of the media section, optionally of one make.
export const brandVideosQuerySchema = pagingQuery.extend({
  brand: slug.optional().meta({ description: 'Код марки' }),
});
export const brandVideoSchema = publicationCardSchema
  .extend({ videoUrl: z.string().meta({ description: 'Адрес плеера для встраивания' }) })
  .meta({ id: 'BrandVideo' });
export const brandVideosResponseSchema = z
  .object({ items: z.array(brandVideoSchema), meta: pageMetaSchema })
  .meta({ id: 'BrandVideoList' });

export const faqQuerySchema = holdingIdQuery;
export const faqResponseSchema = z
  .object({
    sections: z.array(
      z.object({
        title: z.string(),
        items: z.array(
          z.object({ id: z.number().int(), question: z.string(), answer: z.string() }),
        ),
      }),
    ),
  })
  .meta({ id: 'Faq' });

export const awardsResponseSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        year: z.number().int(),
        title: z.string(),
        issuer: z.string(),
        description: z.string(),
        image: z.string(),
      }),
    ),
  })
  .meta({ id: 'AwardList' });

// SPEC 7 SEO endpoint: url is the page path in base64 (standard or URL-safe alphabet).
export const seoQuerySchema = holdingIdQuery.extend({
  url: z
    .string({ error: 'Укажите адрес страницы в base64' })
    .min(1, 'Укажите адрес страницы в base64')
    .max(4096, 'Слишком длинный адрес страницы')
    .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'Адрес страницы должен быть в base64')
    .meta({ description: 'Путь страницы в base64, например L2NhcnMv для /cars/' }),
});
export const seoResponseSchema = z
  .object({
    url: z.string(),
    title: z.string(),
    description: z.string(),
    h1: z.string(),
    text: z.string(),
  })
  .meta({ id: 'SeoMeta' });
