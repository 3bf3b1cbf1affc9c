import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@dealer/contract';
import type { FastifyInstance } from 'fastify';
import { recordRefreshToken } from '../db/queries/sessions.ts';
import { ACCESS_TTL_S, REFRESH_TTL_S, signToken } from './tokens.ts';

// A new access token and a new single-use refresh token of the same session (family).
export async function issueTokens(
  fastify: FastifyInstance,
  params: { userId: number; sessionId: string },
): Promise<TokenPair> {
  const { secret, clock } = fastify.services;
  const now = clock();
  const base = { subject: params.userId, sessionId: params.sessionId };
  const access = await signToken(secret, now, { ...base, kind: 'access' }, ACCESS_TTL_S);
  const tokenId = randomUUID();
  const refresh = await signToken(
    secret,
    now,
    { ...base, kind: 'refresh', tokenId },
    REFRESH_TTL_S,
  );
  await recordRefreshToken(fastify.db, {
    id: tokenId,
    sessionId: params.sessionId,
    issuedAt: now,
    expiresAt: refresh.expiresAt,
  });
  return { token: access.token, refreshToken: refresh.token };
}
