import { z } from 'zod';
import { holdingIdQuery } from './common.ts';
import { vehicleShortSchema } from './catalog-extra.ts';

const token = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Код: латинские буквы, цифры и дефис');

export const codeParamsSchema = z.object({ code: token });

// /sl/{code}: where a short link leads.
export const shortLinkSchema = z
  .object({ code: z.string(), targetUrl: z.string() })
  .meta({ id: 'ShortLink' });

// /ic/{code}: the vehicle or store item a printed code names, and the page to open.
export const itemCodeSchema = z
  .object({
    code: z.string(),
    targetUrl: z.string(),
    vehicle: vehicleShortSchema.nullable(),
    storeItemId: z.number().int().nullable(),
  })
  .meta({ id: 'ItemCode' });

export const vcardQuerySchema = holdingIdQuery.extend({
  lang: z.enum(['ru', 'en', 'cn'], { error: 'Язык: ru, en или cn' }).default('ru'),
});
export const vcardSchema = z
  .object({
    code: z.string(),
    lang: z.enum(['ru', 'en', 'cn']),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    address: z.string(),
    photo: z.string().nullable(),
    vcf: z.string().meta({ description: 'Визитка в формате vCard 3.0' }),
  })
  .meta({ id: 'Vcard' });

// POST /slgen: the page to shorten, a path of the site or a full address on the holding's own host.
export const shortLinkCreateBodySchema = z.object({
  url: z
    .string({ error: 'Укажите адрес страницы' })
    .max(4096, 'Слишком длинный адрес страницы')
    .meta({
      description:
        'Путь страницы сайта («/cars/new/?mark=kia») или полный адрес на домене холдинга',
    }),
});
export const shortLinkCreatedSchema = shortLinkSchema
  .extend({ created: z.boolean().meta({ description: 'false: на эту страницу ссылка уже была' }) })
  .meta({ id: 'ShortLinkCreated' });

// /i/{person}, /i/en/{person}, /i/cn/{person}: a named staff member's profile page.
export const personParamsSchema = z.object({
  person: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Имя страницы: строчные латинские буквы, цифры и дефис'),
});
export const personSchema = z
  .object({
    slug: z.string(),
    lang: z.enum(['ru', 'en', 'cn']),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    photo: z.string().nullable(),
    about: z.string().meta({ description: 'О себе, по-русски; пусто на других языках' }),
    dealer: z.object({ code: z.string(), name: z.string(), city: z.enum(['msk', 'spb']) }),
    vcardCode: z.string().meta({ description: 'Код визитки: /vcard/{lang}/{code}' }),
  })
  .meta({ id: 'Person' });
