import { z } from 'zod';
import { pageMetaSchema } from './catalog.ts';
import { holdingIdQuery } from './common.ts';
import { publicationSchema } from './content.ts';
import { idSchema, text } from './identity-common.ts';
import { pageParam, perPageParam } from './paging.ts';

// The back office's content editors (issue 30 item 4, decision 0068): news, promotions, blog and
// media items, and the info pages of SPEC 2.3, written as sanitised rich text.

export const officeContentKinds = ['news', 'actions', 'blog', 'media'] as const;
export const officeContentKindSchema = z.enum(officeContentKinds, {
  error: 'Раздел: news, actions, blog или media',
});
export type OfficeContentKind = z.infer<typeof officeContentKindSchema>;

/** The info pages staff edit (SPEC 2.3 «About» and «Info pages» kept as editorial pages). */
export const infoPageCodes = [
  'about',
  'history',
  'career',
  'compliance',
  'guaranty',
  'cookie',
  'terms-of-use',
  'consent-to-processing',
  'event',
  'event-mini',
  'tekhnologii-detskogo-schastya',
] as const;
export const infoPageCodeSchema = z.enum(infoPageCodes, { error: 'Такой страницы нет' });
export type InfoPageCode = z.infer<typeof infoPageCodeSchema>;

export const publicationStates = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof publicationStates)[number];

export const officeKindParams = z.object({ kind: officeContentKindSchema });
export const officeItemParams = z.object({
  kind: officeContentKindSchema,
  id: idSchema.meta({ type: 'integer' }),
});
export const infoPageParams = z.object({ code: infoPageCodeSchema });
export const officeContentQuery = holdingIdQuery.extend({
  page: pageParam,
  perPage: perPageParam(20),
});

/** The longest rich text an editor may post (HTML before sanitising). */
export const RICH_TEXT_MAX = 100_000;

export const when = (label: string) =>
  z
    .string({ error: `${label}: дата и время` })
    .refine((raw) => raw === '' || !Number.isNaN(Date.parse(raw)), `${label}: дата и время`)
    .transform((raw) => (raw === '' ? null : new Date(raw).toISOString()));

const slugSchema = z
  .string({ error: 'Адрес: латинские буквы, цифры и дефисы' })
  .trim()
  .max(120, 'Не более 120 символов')
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Адрес: латинские буквы, цифры и дефисы')
  .refine((slug) => !/^\d+$/.test(slug), 'Адрес не может состоять из одних цифр');

/** An uploaded picture's address (POST /reports/content/images) or one the site already serves. */
export const imageSchema = z
  .string({ error: 'Загрузите картинку' })
  .trim()
  .regex(/^\/api\/v1\/images\/[\w./-]{1,200}$/, 'Загрузите картинку')
  .refine((src) => !src.includes('..'), 'Загрузите картинку');

export const publicationWriteSchema = z
  .object({
    title: text(200).trim().min(1, 'Введите заголовок'),
    slug: slugSchema.optional(),
    announce: text(500).trim().min(1, 'Введите анонс'),
    body: z
      .string({ error: 'Текст: строка' })
      .max(RICH_TEXT_MAX, `Текст: не более ${RICH_TEXT_MAX} символов`),
    image: imageSchema,
    state: z.enum(['draft', 'published'], { error: 'Состояние: draft или published' }),
    publishAt: when('Начало публикации').meta({
      description: 'С какого момента запись видна (ISO 8601); пусто — сразу',
    }),
    startsAt: when('Начало акции').optional(),
    endsAt: when('Окончание акции').optional(),
    videoUrl: z
      .string()
      .trim()
      .max(500, 'Не более 500 символов')
      .refine((raw) => raw === '' || /^https:\/\/\S+$/.test(raw), 'Ссылка на видео: https://…')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.startsAt && body.endsAt && body.endsAt < body.startsAt)
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'Окончание акции раньше её начала',
      });
  })
  .meta({ id: 'PublicationWrite' });
export type PublicationWrite = z.input<typeof publicationWriteSchema>;

export const officePublicationCardSchema = z
  .object({
    id: z.number().int(),
    kind: officeContentKindSchema,
    slug: z.string(),
    title: z.string(),
    image: z.string(),
    state: z.enum(publicationStates),
    publishAt: z.string(),
    shared: z.boolean().meta({ description: 'Запись обоих холдингов: правит администратор обоих' }),
  })
  .meta({ id: 'OfficePublicationCard' });
export type OfficePublicationCard = z.infer<typeof officePublicationCardSchema>;

export const officePublicationListSchema = z
  .object({ items: z.array(officePublicationCardSchema), meta: pageMetaSchema })
  .meta({ id: 'OfficePublicationList' });

export const officePublicationSchema = officePublicationCardSchema
  .extend({
    announce: z.string(),
    body: z.string().meta({ description: 'Текст как HTML, собранный из блоков' }),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    videoUrl: z.string().nullable(),
    preview: publicationSchema.meta({
      description: 'Запись как её покажет страница посетителю (предпросмотр)',
    }),
  })
  .meta({ id: 'OfficePublication' });
export type OfficePublication = z.infer<typeof officePublicationSchema>;

export const infoPageWriteSchema = z
  .object({
    title: text(200).trim().min(1, 'Введите заголовок'),
    description: text(500).trim(),
    body: z
      .string({ error: 'Текст: строка' })
      .max(RICH_TEXT_MAX, `Текст: не более ${RICH_TEXT_MAX} символов`),
  })
  .meta({ id: 'InfoPageWrite' });
export type InfoPageWrite = z.input<typeof infoPageWriteSchema>;

export const officeInfoPageSchema = z
  .object({
    code: infoPageCodeSchema,
    title: z.string(),
    description: z.string(),
    body: z.string(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'OfficeInfoPage' });
export type OfficeInfoPage = z.infer<typeof officeInfoPageSchema>;

export const officeInfoPageListSchema = z
  .object({
    items: z.array(officeInfoPageSchema.pick({ code: true, title: true, updatedAt: true })),
  })
  .meta({ id: 'OfficeInfoPageList' });
export type OfficeInfoPageList = z.infer<typeof officeInfoPageListSchema>;

export const contentImageUploadSchema = z
  .object({ file: z.string().meta({ format: 'binary', description: 'JPG или PNG, до 10 МБ' }) })
  .meta({ id: 'ContentImageUpload' });
export const contentImageSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ContentImage' });

export const contentSignatureSchema = z
  .object({ signature: z.string() })
  .meta({ id: 'ContentSignature' });
