import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@dealer/contract';
import type { FastifyInstance } from 'fastify';
import { recordRefreshToken, spendRefreshToken } from '../db/queries/sessions.ts';
import { ACCESS_TTL_S, REFRESH_GRACE_MS, REFRESH_TTL_S, signToken } from './tokens.ts';

type Pair = { userId: number; sessionId: string; refreshId: string };

// The pair is a function of its ids and its moment (HS256 is deterministic), so a repeat of a
// rotation within the grace window can answer the very same tokens.
async function signPair(secret: Uint8Array, now: Date, pair: Pair): Promise<TokenPair> {
  const base = { subject: pair.userId, sessionId: pair.sessionId };
  const access = await signToken(
    secret,
    now,
    { ...base, kind: 'access', tokenId: `${pair.refreshId}:access` },
    ACCESS_TTL_S,
  );
  const refresh = await signToken(
    secret,
    now,
    { ...base, kind: 'refresh', tokenId: pair.refreshId },
    REFRESH_TTL_S,
  );
  return { token: access.token, refreshToken: refresh.token };
}

// A new access token and a new single-use refresh token of the same session (family).
export async function issueTokens(
  fastify: FastifyInstance,
  params: { userId: number; sessionId: string },
): Promise<TokenPair> {
  const { secret, clock } = fastify.services;
  const now = clock();
  const refreshId = randomUUID();
  await recordRefreshToken(fastify.db, {
    id: refreshId,
    sessionId: params.sessionId,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TTL_S * 1000),
  });
  return signPair(secret, now, { ...params, refreshId });
}

// Spends a refresh token: the next pair, the same pair again within the grace window, or null.
export async function rotateTokens(
  fastify: FastifyInstance,
  params: { userId: number; sessionId: string; tokenId: string },
): Promise<{ pair: TokenPair } | { refused: 'reused' | 'revoked' | 'unknown' }> {
  const { secret, clock } = fastify.services;
  const now = clock();
  const rotation = await spendRefreshToken(fastify.db, {
    ...params,
    now,
    graceMs: REFRESH_GRACE_MS,
    successor: { id: randomUUID(), expiresAt: new Date(now.getTime() + REFRESH_TTL_S * 1000) },
  });
  if (rotation.outcome !== 'rotated' && rotation.outcome !== 'repeated')
    return { refused: rotation.outcome };
  const pair = { ...params, refreshId: rotation.successorId };
  return { pair: await signPair(secret, rotation.issuedAt, pair) };
}
