import { z } from 'zod';
import { imageSchema, when } from './content-office.ts';
import { idSchema, text } from './identity-common.ts';

// The home page's banners (decision 0072): each holding's own, edited in the back office
// (a tab of /reports/content/) and shown on its home page in their order while due.

/** Черновик, запланирован, опубликован, снят (by staff or its «publish until» passed). */
export const bannerStates = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type BannerState = (typeof bannerStates)[number];

const LINK_ERROR = 'Ссылка: адрес на сайте, начинающийся с «/», или https://…';

/** Where a banner leads: a path of this site (not «//host») or an https address. */
export const bannerLinkSchema = z
  .string({ error: LINK_ERROR })
  .trim()
  .min(1, 'Укажите ссылку')
  .max(500, 'Не более 500 символов')
  .refine((raw) => {
    if (/\s/.test(raw)) return false;
    if (raw.startsWith('/')) return !raw.startsWith('//') && !raw.includes('\\');
    if (!raw.startsWith('https://')) return false;
    try {
      const url = new URL(raw);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
    } catch {
      return false;
    }
  }, LINK_ERROR);

export const BANNER_POSITION_MAX = 999;

export const bannerWriteSchema = z
  .object({
    title: text(120).trim().min(1, 'Введите заголовок'),
    text: text(300).trim(),
    image: imageSchema,
    link: bannerLinkSchema,
    position: z.coerce
      .number<number | string>({ error: 'Порядок: целое число' })
      .int('Порядок: целое число')
      .min(0, 'Порядок: от 0')
      .max(BANNER_POSITION_MAX, `Порядок: не больше ${BANNER_POSITION_MAX}`)
      .meta({ type: 'integer', description: 'Меньшие показываются первыми' }),
    state: z.enum(['draft', 'published'], { error: 'Состояние: draft или published' }),
    publishAt: when('Начало показа').meta({
      description: 'С какого момента баннер виден (ISO 8601); пусто — сразу',
    }),
    publishUntil: when('Окончание показа').meta({
      description: 'До какого момента баннер виден (ISO 8601); пусто — без срока',
    }),
  })
  .superRefine((body, ctx) => {
    if (body.publishAt && body.publishUntil && body.publishUntil <= body.publishAt)
      ctx.addIssue({
        code: 'custom',
        path: ['publishUntil'],
        message: 'Окончание показа должно быть позже его начала',
      });
  })
  .meta({ id: 'BannerWrite' });
export type BannerWrite = z.input<typeof bannerWriteSchema>;

/** A banner as the home page draws it. */
export const homeBannerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    image: z.string(),
    imageWidth: z.number().int(),
    imageHeight: z.number().int(),
    link: z.string(),
  })
  .meta({ id: 'HomeBanner' });
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const homeBannersSchema = z
  .object({ items: z.array(homeBannerSchema) })
  .meta({ id: 'HomeBanners' });
export type HomeBanners = z.infer<typeof homeBannersSchema>;

export const officeBannerSchema = homeBannerSchema
  .extend({
    position: z.number().int(),
    state: z.enum(bannerStates),
    publishAt: z.string(),
    publishUntil: z.string().nullable(),
  })
  .meta({ id: 'OfficeBanner' });
export type OfficeBanner = z.infer<typeof officeBannerSchema>;

export const officeBannerListSchema = z
  .object({ items: z.array(officeBannerSchema) })
  .meta({ id: 'OfficeBannerList' });
export type OfficeBannerList = z.infer<typeof officeBannerListSchema>;

export const bannerParams = z.object({ id: idSchema.meta({ type: 'integer' }) });
