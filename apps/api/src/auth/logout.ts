import type { FastifyInstance } from 'fastify';
import { verifyToken } from './tokens.ts';

// The session a sign-out ends: named by the Bearer (access or refresh) or by the refresh token in
// the body, whichever is still valid; an expired access token must not keep the session alive.
export async function sessionToEnd(
  fastify: FastifyInstance,
  tokens: (string | null | undefined)[],
): Promise<{ sessionId: string } | { refused: 'missing' | 'invalid' }> {
  const given = tokens.filter((token): token is string => Boolean(token));
  if (given.length === 0) return { refused: 'missing' };
  const { secret, clock } = fastify.services;
  for (const token of given) {
    const verified = await verifyToken(secret, clock(), token, ['access', 'refresh']);
    if (verified.ok && verified.claims.sessionId) return { sessionId: verified.claims.sessionId };
  }
  return { refused: 'invalid' };
}
