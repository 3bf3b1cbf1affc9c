import { z } from 'zod';
import { smsCodeSchema } from './auth.ts';
import { holdingIdQuery } from './common.ts';
import { text } from './identity-common.ts';

const scalar = z.union([text(1500), z.number(), z.boolean(), z.null()]);

// SPEC 3 «Lead payload» formData: the lead fields by name, plus what a form adds (dealerName, city,
// mark and model codes, clientSession...). The SPEC 5 rules of the form run on the server.
export const leadFormDataSchema = z
  .object({
    name: text(254).optional(),
    firstname: text(254).optional(),
    lastname: text(254).optional(),
    middlename: text(254).optional(),
    phone: text(32).optional(),
    email: text(254).optional(),
    dealer: z.union([text(100), z.number()]).optional(),
    dealerName: text(254).optional(),
    city: text(50).optional(),
    policy: z.boolean({ error: 'Необходимо заполнить поле' }).optional(),
    robot: text(254).optional(),
    comment: text(1500).optional(),
    mark: text(100).optional(),
    model: text(100).optional(),
    stateNumber: text(20).optional(),
    vin: text(20).optional(),
    files: z.array(text(500)).max(10, 'Не более 10 файлов').optional(),
    clientSession: text(200).optional(),
  })
  .catchall(scalar)
  .refine((data) => Object.keys(data).length <= 60, 'Слишком много полей')
  .meta({ id: 'LeadFormData' });
export type LeadFormData = z.infer<typeof leadFormDataSchema>;

export const formIdSchema = z
  .string({ error: 'Укажите форму' })
  .regex(/^[a-z0-9_-]{1,64}$/, 'Неизвестная форма')
  .meta({ example: 'form_credit' });

// The page the form was sent from: a site path or a full address.
export const formUrlSchema = text(2048).min(1, 'Укажите адрес страницы');

// SPEC 7 POST /lead/commit.
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Некорректный ключ заявки')
  .meta({
    description: 'Один ключ на заполненную форму: повтор с тем же ключом не создаёт вторую заявку',
  });

export const leadCommitBodySchema = z
  .object({
    formId: formIdSchema,
    formUrl: formUrlSchema,
    formData: leadFormDataSchema,
    idempotencyKey: idempotencyKeySchema.optional(),
  })
  .meta({ id: 'LeadCommitBody' });
export type LeadCommitBody = z.infer<typeof leadCommitBodySchema>;

export const leadAcceptedSchema = z
  .object({
    success: z.literal(true),
    leadId: z.number().int(),
    duplicate: z.boolean().meta({ description: 'Такая же заявка уже принята только что' }),
  })
  .meta({ id: 'LeadAccepted' });
export type LeadAccepted = z.infer<typeof leadAcceptedSchema>;

// SPEC 7 GET /lead/get/{formId}: the form subject.
export const leadSubjectParams = z.object({ formId: formIdSchema });
export const leadSubjectSchema = z
  .object({ formId: z.string(), name: z.string() })
  .meta({ id: 'LeadSubject' });
export type LeadSubject = z.infer<typeof leadSubjectSchema>;

// The feedback panel's submit (SPEC 3 «Feedback form», data of feedbackFormData()).
export const feedbackBodySchema = z
  .object({
    formId: z.literal('form_feedback', { error: 'Неизвестная форма' }),
    clientSession: text(200).optional(),
    firstname: text(254),
    phone: text(32),
    email: text(254),
    reasons: text(100).optional(),
    dealer: text(100),
    comment: text(1500).optional(),
    policy: z.boolean({ error: 'Необходимо заполнить поле' }),
    robot: text(254).optional(),
    formUrl: formUrlSchema.optional(),
  })
  .meta({ id: 'FeedbackBody' });
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

// SPEC 7 GET /catalog/report: phone digits and a date request a confirmation code.
export const reportCodeQuery = holdingIdQuery.extend({
  phone: z
    .string({ error: 'Необходимо заполнить поле' })
    .regex(/^[78]\d{10}$/, 'Некорректный формат телефона.')
    .meta({ example: '79000000001' }),
  date: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }),
});
export type ReportCodeQuery = z.input<typeof reportCodeQuery>;

// SPEC 7 POST /catalog/report: the code plus the form data confirm the history-report request.
export const reportConfirmBodySchema = z
  .object({
    smsCode: smsCodeSchema,
    phone: reportCodeQuery.shape.phone,
    date: reportCodeQuery.shape.date,
    formUrl: formUrlSchema,
    formData: leadFormDataSchema,
  })
  .meta({ id: 'ReportConfirmBody' });
export type ReportConfirmBody = z.infer<typeof reportConfirmBodySchema>;

// POST /lead/file: the stored attachment; its id goes into formData.files of /lead/commit.
export const leadFileSchema = z
  .object({
    id: z.string().meta({ description: 'Код файла для formData.files' }),
    name: z.string(),
    size: z.number().int().meta({ description: 'Байт' }),
    type: z.enum(['pdf', 'jpg', 'png']),
  })
  .meta({ id: 'LeadFile' });

// The multipart form of POST /lead/file, for the OpenAPI document (the route reads the stream itself).
export const leadFileUploadSchema = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'PDF, JPG или PNG, не больше 10 МБ' }),
  })
  .meta({ id: 'LeadFileUpload' });
