import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

// Lifetimes: access 15 minutes, refresh 30 days; a staff session lasts a working day.
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 3600;
export const STAFF_TTL_S = 8 * 3600;
// Two tabs of one visitor may refresh with the same token this close together.
export const REFRESH_GRACE_MS = 5_000;

const ISSUER = 'dealer-api';
export type TokenKind = 'access' | 'refresh' | 'staff';

export type TokenClaims = {
  kind: TokenKind;
  // users.id, or staff_accounts.id for a staff token.
  subject: number;
  // The login session (refresh-token family); none for staff.
  sessionId?: string;
  tokenId?: string;
  expiresAt: Date;
};

export type Verified =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signToken(
  secret: Uint8Array,
  now: Date,
  claims: { kind: TokenKind; subject: number; sessionId?: string; tokenId?: string },
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const exp = seconds(now) + ttlSeconds;
  const payload: JWTPayload = { typ: claims.kind };
  if (claims.sessionId) payload.sid = claims.sessionId;
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(claims.subject))
    .setIssuedAt(seconds(now))
    .setExpirationTime(exp)
    // Two tokens signed in the same second must still differ.
    .setJti(claims.tokenId ?? randomUUID());
  return { token: await jwt.sign(secret), expiresAt: new Date(exp * 1000) };
}

// Signature, issuer and expiry at `now`; the kind must be one of those asked for.
export async function verifyToken(
  secret: Uint8Array,
  now: Date,
  token: string,
  kinds: readonly TokenKind[],
): Promise<Verified> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'jti'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
  const kind = payload.typ;
  const subject = Number(payload.sub);
  if (typeof kind !== 'string' || !kinds.includes(kind as TokenKind))
    return { ok: false, reason: 'invalid' };
  if (!Number.isSafeInteger(subject) || subject < 1) return { ok: false, reason: 'invalid' };
  const claims: TokenClaims = {
    kind: kind as TokenKind,
    subject,
    tokenId: payload.jti,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
  if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
  return { ok: true, claims };
}

// 'Bearer <token>' from an Authorization header, or null.
export function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
