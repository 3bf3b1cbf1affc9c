import { z } from 'zod';
import { dealerIdParam, holdingIdQuery } from './common.ts';
import { auditEntrySchema } from './back-office.ts';
import { exactText, pageMetaSchema, pageQuery } from './identity-common.ts';
import { STORE_ORDER_STATUSES } from '@dealer/domain';

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

// Whether call tracking has the lead: waiting in the outbox, delivered, taken only by the
// development log because no call tracking is configured, or never owed (forms that skip it).
export const leadDeliverySchema = z.enum(['pending', 'delivered', 'unconfigured', 'none'], {
  error: 'Статус доставки: pending, delivered, unconfigured или none',
});

// What staff do with a lead (issue 30): new, in work, closed with or without a result.
export const leadStateSchema = z
  .enum(['new', 'working', 'won', 'lost'], {
    error: 'Состояние: new, working, won или lost',
  })
  .meta({ id: 'LeadState' });
export type LeadState = z.infer<typeof leadStateSchema>;

// GET /reports/leads: the holding of the site, optional form and days (Moscow dates, inclusive).
export const reportLeadsQuery = holdingIdQuery.extend({
  formId: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'Неизвестная форма')
    .optional(),
  dateFrom: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }).optional(),
  dateTo: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }).optional(),
  dealerId: dealerIdParam.optional(),
  city: z.enum(['msk', 'spb'], { error: 'Город: msk или spb' }).optional(),
  delivery: leadDeliverySchema.optional(),
  state: leadStateSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, 'Не более 100 символов')
    .optional()
    .meta({ description: 'Поиск: телефон в любом виде, имя, VIN или номер заявки' }),
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
    delivery: leadDeliverySchema,
    dealer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    state: leadStateSchema,
    manager: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    // The car the lead is about, as the form named it (the card's forms); null for the others.
    car: z
      .object({
        id: z.number().int().nullable(),
        name: z.string(),
        vin: z.string(),
        price: z.number().nullable(),
      })
      .nullable(),
    // The terms the visitor chose (credit, a visit), raw; the desk labels them.
    terms: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({ id: 'ReportLead' });
export type ReportLead = z.infer<typeof reportLeadSchema>;

export const reportLeadListSchema = z
  .object({ items: z.array(reportLeadSchema), meta: pageMetaSchema })
  .meta({ id: 'ReportLeadList' });
export type ReportLeadList = z.infer<typeof reportLeadListSchema>;

// GET /reports/leads/:id: one lead with everything the form sent and its delivery attempts.
export const reportLeadDetailSchema = reportLeadSchema
  .extend({
    userAgent: z.string(),
    fields: z.array(z.object({ name: z.string(), value: z.string() })),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    // The car's photo and card as the catalogue has them now (null once it left the stock).
    carPhoto: z.string().nullable(),
    carUrl: z.string().nullable(),
    files: z.array(
      z.object({ id: z.string(), name: z.string(), mimeType: z.string(), size: z.number().int() }),
    ),
    history: z.array(auditEntrySchema),
    // The store order the lead came with (issue 31): the staff move it on from the lead's page.
    order: z.object({ id: z.number().int(), status: z.enum(STORE_ORDER_STATUSES) }).nullable(),
  })
  .meta({ id: 'ReportLeadDetail' });

// POST /reports/leads/:id/state: take a lead (working: the manager becomes the one who asks),
// close it with or without a result, or open it again.
export const leadStateBodySchema = z.object({ state: leadStateSchema });

// POST /reports/leads/:id/order: the lead's store order confirmed, ready, handed over or cancelled.
export const leadOrderBodySchema = z.object({
  status: z.enum(STORE_ORDER_STATUSES, {
    error: 'Состояние заказа: confirmed, ready, done или cancelled',
  }),
});
export type ReportLeadDetail = z.infer<typeof reportLeadDetailSchema>;

// GET /reports/stats: leads per Moscow day and per form under the same filters as the list.
export const reportStatsQuery = reportLeadsQuery.omit({ page: true, pageSize: true });
export const reportStatsSchema = z
  .object({
    total: z.number().int(),
    byDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
    byForm: z.array(z.object({ formId: z.string(), subject: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'ReportStats' });
export type ReportStats = z.infer<typeof reportStatsSchema>;

// GET /reports/dealers: the dealerships the staff member may filter by.
export const reportDealersSchema = z
  .object({
    items: z.array(z.object({ id: z.number().int(), name: z.string(), cityCode: z.string() })),
  })
  .meta({ id: 'ReportDealers' });
export type ReportDealers = z.infer<typeof reportDealersSchema>;
