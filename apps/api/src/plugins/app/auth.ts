import { errorCode, type ServerError } from '@dealer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerOf, verifyToken, type TokenClaims } from '../../auth/tokens.ts';
import { isSessionActive } from '../../db/queries/sessions.ts';
import { isStaffSessionActive } from '../../db/queries/staff-sessions.ts';
import { findStaff } from '../../db/queries/staff.ts';
import type { StaffAccountRow } from '../../db/schema/index.ts';

export type Customer = { userId: number; sessionId: string };
export type StaffPrincipal = Pick<StaffAccountRow, 'id' | 'login' | 'name' | 'role' | 'holdingId'>;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    // onRequest hooks: a customer's access token, or a staff token for /reports.
    authenticate: Hook;
    authenticateStaff: Hook;
    // The customer behind a valid access token, or null; never answers by itself (leads take both).
    identify(request: FastifyRequest): Promise<Customer | null>;
  }
  interface FastifyRequest {
    customer: Customer | null;
    staff: StaffPrincipal | null;
    // The staff sign-in the token names; sign-out ends it.
    staffSessionId: string | null;
  }
}

// SPEC 8: 401 for a missing or bad token, 422 for an expired one (the web then refreshes).
export const authMessages = {
  missing: 'Требуется авторизация',
  invalid: 'Недействительный токен',
  expired: 'Срок действия токена истёк',
  forbidden: 'Недостаточно прав',
} as const;

function deny(reply: FastifyReply, status: 401 | 422, message: string): FastifyReply {
  const body: ServerError = { message, code: errorCode.unauthenticated, details: [] };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

export function customerOf(request: FastifyRequest): Customer {
  if (!request.customer) throw new Error('route needs fastify.authenticate');
  return request.customer;
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('route needs fastify.authenticateStaff');
  return request.staff;
}

export default fp(
  async function auth(fastify) {
    fastify.decorateRequest('customer', null);
    fastify.decorateRequest('staff', null);
    fastify.decorateRequest('staffSessionId', null);

    async function verify(request: FastifyRequest, kind: 'access' | 'staff') {
      const token = bearerOf(request.headers.authorization);
      if (!token) return { ok: false as const, reason: 'missing' as const };
      const { secret, clock } = fastify.services;
      return verifyToken(secret, clock(), token, [kind]);
    }

    async function activeCustomer(claims: TokenClaims): Promise<Customer | null> {
      if (!claims.sessionId) return null;
      const active = await isSessionActive(fastify.db, claims.sessionId, claims.subject);
      return active ? { userId: claims.subject, sessionId: claims.sessionId } : null;
    }

    fastify.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const verified = await verify(request, 'access');
      if (!verified.ok) {
        if (verified.reason === 'expired') return deny(reply, 422, authMessages.expired);
        const message = verified.reason === 'missing' ? authMessages.missing : authMessages.invalid;
        return deny(reply, 401, message);
      }
      const customer = await activeCustomer(verified.claims);
      if (!customer) return deny(reply, 401, authMessages.invalid);
      request.customer = customer;
      return undefined;
    });

    fastify.decorate('identify', async (request: FastifyRequest) => {
      const verified = await verify(request, 'access');
      return verified.ok ? activeCustomer(verified.claims) : null;
    });

    fastify.decorate('authenticateStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const verified = await verify(request, 'staff');
      if (!verified.ok) {
        if (verified.reason === 'expired') return deny(reply, 422, authMessages.expired);
        const message = verified.reason === 'missing' ? authMessages.missing : authMessages.invalid;
        return deny(reply, 401, message);
      }
      const { subject, sessionId } = verified.claims;
      const live =
        sessionId !== undefined &&
        (await isStaffSessionActive(fastify.db, sessionId, subject, fastify.services.clock()));
      const staff = live ? await findStaff(fastify.db, subject) : undefined;
      if (!staff || staff.disabledAt) return deny(reply, 401, authMessages.invalid);
      request.staffSessionId = sessionId ?? null;
      request.staff = {
        id: staff.id,
        login: staff.login,
        name: staff.name,
        role: staff.role,
        holdingId: staff.holdingId,
      };
      return undefined;
    });
  },
  { name: 'auth', dependencies: ['db', 'services'] },
);
