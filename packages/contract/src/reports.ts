import { z } from 'zod';
import { holdingIdQuery } from './common.ts';
import { exactText, pageMetaSchema, pageQuery } from './identity-common.ts';

export const staffRoleSchema = z.enum(['admin', 'manager']).meta({ id: 'StaffRole' });

export const staffSchema = z
  .object({
    id: z.number().int(),
    login: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    holdingId: z.number().int().nullable().meta({ description: 'null: оба холдинга' }),
  })
  .meta({ id: 'Staff' });
export type Staff = z.infer<typeof staffSchema>;

export const staffLoginBodySchema = z
  .object({
    login: exactText(100).min(1, 'Необходимо заполнить поле'),
    password: exactText(200).min(1, 'Необходимо заполнить поле'),
  })
  .meta({ id: 'StaffLoginBody' });
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffSessionSchema = z
  .object({ token: z.string(), expiresIn: z.number().int(), staff: staffSchema })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof staffSessionSchema>;

// GET /reports/leads: the holding of the site, optional form and days (Moscow dates, inclusive).
export const reportLeadsQuery = holdingIdQuery.extend({
  formId: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'Неизвестная форма')
    .optional(),
  dateFrom: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }).optional(),
  dateTo: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }).optional(),
  page: pageQuery,
  pageSize: z.coerce
    .number<number | string>({ error: 'Некорректный размер страницы' })
    .int()
    .min(1, 'Некорректный размер страницы')
    .max(200, 'Некорректный размер страницы')
    .default(50)
    .meta({ type: 'integer' }),
});
export type ReportLeadsQuery = z.input<typeof reportLeadsQuery>;

export const reportLeadSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    holdingId: z.number().int(),
    formId: z.string(),
    subject: z.string(),
    formUrl: z.string(),
    cityCode: z.string().nullable(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    comment: z.string(),
    consent: z.object({
      at: z.string(),
      ip: z.string(),
      formId: z.string(),
      version: z.string(),
    }),
    delivery: z.enum(['pending', 'delivered', 'none']),
  })
  .meta({ id: 'ReportLead' });
export type ReportLead = z.infer<typeof reportLeadSchema>;

export const reportLeadListSchema = z
  .object({ items: z.array(reportLeadSchema), meta: pageMetaSchema })
  .meta({ id: 'ReportLeadList' });
export type ReportLeadList = z.infer<typeof reportLeadListSchema>;
