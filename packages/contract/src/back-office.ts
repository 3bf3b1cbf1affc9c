import { z } from 'zod';
import { dealerIdParam, holdingIdQuery } from './common.ts';
import { exactText, pageMetaSchema, pageQuery, text } from './identity-common.ts';

// The back office beyond the lead list (issue 30, decision 0060): the audit log and the staff.

export const dealerIdParams = z.object({ dealerId: dealerIdParam });

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    staff: z.object({ id: z.number().int().nullable(), name: z.string() }),
    holdingId: z.number().int().nullable(),
    entity: z.string().meta({ description: 'lead, booking, review, staff…' }),
    entityId: z.string(),
    action: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const entityName = z
  .string()
  .regex(/^[a-z-]{1,32}$/, 'Неизвестный вид записи')
  .optional();

// GET /reports/audit: newest first; administrators only.
export const auditQuery = holdingIdQuery.extend({
  entity: entityName,
  entityId: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'Некорректный номер записи')
    .optional(),
  staffId: dealerIdParam.optional(),
  page: pageQuery,
});
export const auditListSchema = z
  .object({ items: z.array(auditEntrySchema), meta: pageMetaSchema })
  .meta({ id: 'AuditList' });
export type AuditList = z.infer<typeof auditListSchema>;

export const staffMemberSchema = z
  .object({
    id: z.number().int(),
    login: z.string(),
    name: z.string(),
    role: z.enum(['admin', 'manager']),
    holdingId: z.number().int().nullable(),
    dealers: z.array(z.object({ id: z.number().int(), name: z.string() })),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z
  .object({ items: z.array(staffMemberSchema) })
  .meta({ id: 'StaffList' });
export type StaffList = z.infer<typeof staffListSchema>;

const STAFF_LOGIN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
const staffName = text(100)
  .trim()
  .min(2, 'Введите имя и фамилию')
  .regex(/^[А-Яа-яЁёA-Za-z\s.-]+$/, 'Имя: буквы, пробел, точка и дефис');
const dealerIds = z
  .array(z.number({ error: 'Неизвестный дилер' }).int().min(1))
  .max(100, 'Слишком много дилеров');

// POST /reports/staff: a new account of the administrator's holding.
export const staffCreateBodySchema = z
  .object({
    login: exactText(40)
      .transform((v) => v.trim().toLowerCase())
      .pipe(
        z.string().regex(STAFF_LOGIN, 'Логин: от 3 до 40 латинских букв, цифр, точек, дефисов'),
      ),
    name: staffName,
    role: z.enum(['admin', 'manager'], { error: 'Роль: администратор или менеджер' }),
    password: exactText(200).min(10, 'Пароль — не короче 10 символов'),
    dealerIds: dealerIds.default([]),
  })
  .meta({ id: 'StaffCreateBody' });
export type StaffCreateBody = z.input<typeof staffCreateBodySchema>;

// PATCH /reports/staff/:id: the name, the role, a manager's dealers, disabled or enabled again.
export const staffUpdateBodySchema = z
  .object({
    name: staffName.optional(),
    role: z.enum(['admin', 'manager'], { error: 'Роль: администратор или менеджер' }).optional(),
    dealerIds: dealerIds.optional(),
    disabled: z.boolean().optional(),
  })
  .meta({ id: 'StaffUpdateBody' });
export type StaffUpdateBody = z.input<typeof staffUpdateBodySchema>;

// Service bookings handled by staff: a booking moved to another free time of its dealer's day,
// and a dealer's reception (working days, hours, slot length, cars per slot) edited.
export const bookingMoveBodySchema = z
  .object({
    date: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время в формате ЧЧ:ММ'),
  })
  .meta({ id: 'BookingMoveBody' });
export type BookingMoveBody = z.infer<typeof bookingMoveBodySchema>;

export const receptionSchema = z
  .object({
    dealer: z.object({ id: z.number().int(), name: z.string() }),
    weekdays: z.array(z.number().int()).meta({ description: 'Дни приёма: 1 — пн … 7 — вс' }),
    opensAt: z.string().meta({ example: '09:00' }),
    closesAt: z.string().meta({ example: '21:00' }),
    slotMinutes: z.number().int(),
    capacity: z.number().int(),
  })
  .meta({ id: 'Reception' });
export type Reception = z.infer<typeof receptionSchema>;

export const receptionListSchema = z
  .object({ items: z.array(receptionSchema) })
  .meta({ id: 'ReceptionList' });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время в формате ЧЧ:ММ');
export const receptionUpdateBodySchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(1, 'День недели: от 1 до 7').max(7, 'День недели: от 1 до 7'))
      .min(1, 'Выберите хотя бы один рабочий день')
      .max(7),
    opensAt: clockTime,
    closesAt: clockTime,
    slotMinutes: z
      .number({ error: 'Длительность слота: число минут' })
      .int()
      .min(10, 'Слот — от 10 до 240 минут')
      .max(240, 'Слот — от 10 до 240 минут'),
    capacity: z
      .number({ error: 'Мест в слоте: число' })
      .int()
      .min(1, 'Мест в слоте — от 1 до 50')
      .max(50, 'Мест в слоте — от 1 до 50'),
  })
  .superRefine((body, ctx) => {
    if (body.opensAt >= body.closesAt)
      ctx.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'Сервис должен закрываться позже, чем открывается',
      });
  })
  .meta({ id: 'ReceptionUpdateBody' });
export type ReceptionUpdateBody = z.infer<typeof receptionUpdateBodySchema>;
