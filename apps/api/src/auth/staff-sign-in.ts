import { errorCode, type StaffSession } from '@dealer/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createStaffSession } from '../db/queries/staff-sessions.ts';
import { findStaffByLogin } from '../db/queries/staff.ts';
import { AppError, errorMessages } from '../errors.ts';
import { clientKey } from '../services/rate-limit/client-key.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.ts';
import { STAFF_TTL_S, signToken } from './tokens.ts';

// Guesses from one address, and failures against one account from anywhere: enough failures
// lock the account for a while, so a botnet cannot try a password list on it.
export const STAFF_LOGIN_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;
export const STAFF_LOCK = { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
export const staffLockedMessage =
  'Слишком много неудачных попыток входа. Вход для этой учётной записи временно заблокирован.';
const badLogin = 'Неверный логин или пароль';

function refuse(reply: FastifyReply, retryAfterMs: number, message: string): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new AppError(errorCode.resourceExhausted, message);
}

export async function signInStaff(
  fastify: FastifyInstance,
  reply: FastifyReply,
  params: { login: string; password: string; ip: string },
): Promise<StaffSession> {
  const { limiter, secret, clock } = fastify.services;
  const login = params.login.trim().toLowerCase();
  const byAddress = await limiter.hit(
    `staff-login:${clientKey(params.ip)}:${login}`,
    STAFF_LOGIN_LIMIT.limit,
    STAFF_LOGIN_LIMIT.windowMs,
  );
  if (!byAddress.allowed) refuse(reply, byAddress.retryAfterMs, errorMessages.tooManyRequests);
  const lock = await limiter.peek(`staff-lock:${login}`);
  if (lock.count > 0) refuse(reply, lock.retryAfterMs, staffLockedMessage);

  const staff = await findStaffByLogin(fastify.db, login);
  // An unknown login costs the same time as a wrong password.
  const ok = await verifyPassword(params.password, staff?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!staff || !ok || staff.disabledAt) {
    const failures = await limiter.hit(
      `staff-failures:${login}`,
      STAFF_LOCK.failures,
      STAFF_LOCK.windowMs,
    );
    if (failures.count >= STAFF_LOCK.failures)
      await limiter.hit(`staff-lock:${login}`, 1, STAFF_LOCK.lockMs);
    throw new AppError(errorCode.unauthenticated, badLogin);
  }

  const now = clock();
  const expiresAt = new Date(now.getTime() + STAFF_TTL_S * 1000);
  const sessionId = await createStaffSession(fastify.db, {
    staffId: staff.id,
    ip: params.ip,
    now,
    expiresAt,
  });
  const { token } = await signToken(
    secret,
    now,
    { kind: 'staff', subject: staff.id, sessionId },
    STAFF_TTL_S,
  );
  const { id, name, role, holdingId } = staff;
  return {
    token,
    expiresIn: STAFF_TTL_S,
    staff: { id, login: staff.login, name, role, holdingId },
  };
}
