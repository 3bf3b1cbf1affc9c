import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './catalog.ts';
import { dealers, employees } from './dealers.ts';
import { staffAccounts } from './users.ts';

// Rich text as typed blocks rather than HTML, so no markup from the database reaches a page unescaped.
export type ContentBlock =
  | { type: 'p' | 'h2' | 'h3' | 'quote'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'image'; src: string; alt: string };

// Title, description and h1 of a page by its path (SPEC 7 SEO endpoint); holding_id null means both.
export const seoMeta = pgTable(
  'seo_meta',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint(),
    url: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    h1: text().notNull(),
    text: text().notNull().default(''),
  },
  (t) => [unique('seo_meta_url_holding_id_unique').on(t.url, t.holdingId).nullsNotDistinct()],
);

// Editorial pages by code (/static/page/{id}): about, guaranty, cookie, terms of use and the like.
export const staticPages = pgTable(
  'static_pages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint(),
    code: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    blocks: jsonb().$type<ContentBlock[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('static_pages_code_holding_id_unique').on(t.code, t.holdingId).nullsNotDistinct()],
);

export type PublicationKind = 'news' | 'blog' | 'actions' | 'media';

// News, blog posts, promotions (actions) and media items share one shape and one table.
export const publications = pgTable(
  'publications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<PublicationKind>().notNull(),
    holdingId: smallint(),
    slug: text().notNull(),
    title: text().notNull(),
    announce: text().notNull(),
    blocks: jsonb().$type<ContentBlock[]>().notNull().default([]),
    image: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    // Promotions run between these dates.
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    brandId: integer().references(() => brands.id),
    dealerId: integer().references(() => dealers.id),
    // Media items: video or photo report.
    mediaType: text().$type<'video' | 'gallery'>(),
    videoUrl: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublished: boolean().notNull().default(true),
    // The English pages (SPEC 2.10) show the few items written in English.
    lang: text().$type<'ru' | 'en'>().notNull().default('ru'),
  },
  (t) => [
    unique('publications_kind_slug_unique').on(t.kind, t.slug),
    index('publications_kind_published_idx').on(t.kind, t.publishedAt),
    check('publications_kind_check', sql`${t.kind} in ('news', 'blog', 'actions', 'media')`),
    check('publications_lang_check', sql`${t.lang} in ('ru', 'en')`),
  ],
);

// Reviews of a dealership, optionally about one of its employees.
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint().notNull(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    employeeId: integer().references(() => employees.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    // For the moderator to ask back; never answered by the public lists.
    authorPhone: text(),
    rating: smallint().notNull(),
    text: text().notNull(),
    answer: text(),
    // A visitor's review waits for moderation unpublished; seeded and approved ones are published.
    isPublished: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Evidence of the visitor's consent (152-FZ), for reviews sent through the site.
    consentAt: timestamp({ withTimezone: true }),
    consentIp: text(),
    consentVersion: text(),
    userAgent: text(),
    // A moderator's decision: published, or turned down (moderated and still unpublished).
    moderatedAt: timestamp({ withTimezone: true }),
    moderatedBy: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    // Why a moderator turned it down (for staff only; the author is not shown it).
    rejectReason: text(),
  },
  (t) => [
    index('reviews_dealer_idx').on(t.dealerId, t.createdAt),
    index('reviews_pending_idx')
      .on(t.holdingId, t.createdAt)
      .where(sql`${t.moderatedAt} is null and ${t.isPublished} = false`),
    index('reviews_employee_idx').on(t.employeeId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const faq = pgTable('faq', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  holdingId: smallint(),
  section: text().notNull(),
  question: text().notNull(),
  answer: text().notNull(),
  sort: integer().notNull().default(0),
});

export const awards = pgTable('awards', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  holdingId: smallint(),
  year: smallint().notNull(),
  title: text().notNull(),
  issuer: text().notNull(),
  description: text().notNull(),
  image: text().notNull(),
});

export type SeoMetaRow = typeof seoMeta.$inferSelect;
export type StaticPageRow = typeof staticPages.$inferSelect;
export type PublicationRow = typeof publications.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

// The home page's banners (decision 0072): each holding's own, edited in the back office, shown
// from published_at until published_until (open when null) unless unpublished, by position.
export const homeBanners = pgTable(
  'home_banners',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint().notNull(),
    title: text().notNull(),
    text: text().notNull().default(''),
    image: text().notNull(),
    // The picture's own size, for the page's width and height (and its narrower copies).
    imageWidth: integer().notNull(),
    imageHeight: integer().notNull(),
    link: text().notNull(),
    position: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    publishedUntil: timestamp({ withTimezone: true }),
    isPublished: boolean().notNull().default(true),
    // When staff took it off (снят); null for a draft never shown.
    unpublishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('home_banners_holding_position_idx').on(t.holdingId, t.position),
    check('home_banners_holding_check', sql`${t.holdingId} in (1, 2)`),
    check('home_banners_image_size_check', sql`${t.imageWidth} > 0 and ${t.imageHeight} > 0`),
  ],
);
