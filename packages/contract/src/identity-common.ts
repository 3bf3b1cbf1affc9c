import { z } from 'zod';
import { cleanText, isStorableText, unstorableTextMessage } from './safe-text.ts';

// Building blocks of the identity, personal-data and lead schemas.

export const successSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export type Success = z.infer<typeof successSchema>;

// Typed text is bounded on the wire; the field rules of SPEC 5 run on the server after this.
// Free text is cleaned of what the database cannot store, so a form with a stray NUL still counts.
export const text = (max: number, error = 'Некорректное значение') =>
  z.string({ error }).overwrite(cleanText).max(max, `Не более ${max} символов`);

// Text that must arrive exactly as typed (logins, passwords): refused, not cleaned.
export const exactText = (max: number, error = 'Некорректное значение') =>
  z
    .string({ error })
    .max(max, `Не более ${max} символов`)
    .refine(isStorableText, unstorableTextMessage);

export const idSchema = z.coerce
  .number<number | string>({ error: 'Некорректный идентификатор' })
  .int('Некорректный идентификатор')
  .min(1, 'Некорректный идентификатор')
  .max(2_147_483_647, 'Некорректный идентификатор');

export const idParams = z.object({ id: idSchema.meta({ type: 'integer' }) });
export type IdParams = z.input<typeof idParams>;

// ?carId=1&carId=2 or ?carId=1,2: the list of ids a DELETE names.
export const idListQuery = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) =>
      typeof v === 'string' ? v.split(',').filter((s) => s !== '') : [v],
    ),
  z
    .array(idSchema)
    .min(1, 'Укажите хотя бы один идентификатор')
    .max(500, 'Слишком много идентификаторов'),
);

export const idListBody = z
  .array(z.number({ error: 'Некорректный идентификатор' }).int().min(1).max(2_147_483_647))
  .min(1, 'Укажите хотя бы один идентификатор')
  .max(500, 'Слишком много идентификаторов');

export const booleanQuery = z
  .enum(['true', 'false'], { error: 'Ожидается true или false' })
  .transform((v) => v === 'true');

export const pageQuery = z.coerce
  .number<number | string>({ error: 'Некорректный номер страницы' })
  .int('Некорректный номер страницы')
  .min(1, 'Некорректный номер страницы')
  .max(100_000, 'Некорректный номер страницы')
  .default(1)
  .meta({ type: 'integer' });

// SPEC 3 paging shape (meta.page.totalPages), as the catalogue and search answer it.
export const pageMetaSchema = z
  .object({
    page: z.object({
      current: z.number().int(),
      perPage: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  })
  .meta({ id: 'ReportPageMeta' });
export type PageMeta = z.infer<typeof pageMetaSchema>;

// Dates travel as ISO strings: YYYY-MM-DD for days, full ISO for moments.
export const isoDateSchema = z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' });
export const timestampSchema = z.string().meta({ format: 'date-time' });
