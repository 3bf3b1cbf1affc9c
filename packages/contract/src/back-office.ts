import { z } from 'zod';
import { dealerIdParam, holdingIdQuery } from './common.ts';
import { exactText, pageMetaSchema, pageQuery, text } from './identity-common.ts';

// The back office beyond the lead list (issue 30, decision 0060): the audit log and the staff.

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
