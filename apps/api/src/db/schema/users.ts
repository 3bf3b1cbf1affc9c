import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const time = () => timestamp({ withTimezone: true });

export type Gender = 'male' | 'female';
export type SmsCodePurpose = 'login' | 'report' | 'phone';
export type StaffRole = 'admin' | 'manager';

// A customer, known by phone (7XXXXXXXXXX); the profile fields fill in after the first login.
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull().unique(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    middleName: text().notNull().default(''),
    email: text().notNull().default(''),
    birthDate: date({ mode: 'string' }),
    gender: text().$type<Gender>(),
    cityCode: text(),
    subscribeSms: boolean().notNull().default(false),
    subscribeEmail: boolean().notNull().default(false),
    // Set once the visitor completed the registration form (/user/additional/validate).
    registeredAt: time(),
    createdAt: time().notNull().defaultNow(),
    updatedAt: time().notNull().defaultNow(),
  },
  (t) => [
    check('users_phone_check', sql`${t.phone} ~ '^7[0-9]{10}$'`),
    check('users_gender_check', sql`${t.gender} in ('male', 'female')`),
  ],
);

// One-time SMS codes for login and history reports; only a keyed hash of the code is kept.
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull(),
    purpose: text().$type<SmsCodePurpose>().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    ip: text().notNull().default(''),
    createdAt: time().notNull(),
    expiresAt: time().notNull(),
    consumedAt: time(),
  },
  (t) => [index('sms_codes_phone_purpose_idx').on(t.phone, t.purpose, t.createdAt)],
);

// A login session: the family of refresh tokens issued from one code check; revoking it ends them all.
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    createdAt: time().notNull(),
    revokedAt: time(),
    revokeReason: text(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

// Each refresh token once issued (its jti); used_at marks rotation, so a second use is a reuse.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    issuedAt: time().notNull(),
    expiresAt: time().notNull(),
    usedAt: time(),
    // The token its rotation issued: a repeat within the grace window answers the same pair.
    replacedBy: uuid(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

// Dealer-group staff reading /reports; a manager sees one holding, an admin both.
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    login: text().notNull().unique(),
    name: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    holdingId: smallint(),
    passwordHash: text().notNull(),
    createdAt: time().notNull().defaultNow(),
    disabledAt: time(),
  },
  (t) => [
    check('staff_accounts_role_check', sql`${t.role} in ('admin', 'manager')`),
    check('staff_accounts_holding_id_check', sql`${t.holdingId} in (1, 2)`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type StaffAccountRow = typeof staffAccounts.$inferSelect;

// One sign-in of a staff member; its token names it, so signing out ends the token at once.
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    ip: text().notNull().default(''),
    createdAt: time().notNull(),
    expiresAt: time().notNull(),
    revokedAt: time(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);
