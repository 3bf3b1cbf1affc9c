import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// One-time SMS codes: random, kept only as a keyed hash, 5 minutes, 5 tries.
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

// Keyed with the server secret, so a copy of the table alone cannot be brute-forced back to codes.
export function hashCode(secret: Uint8Array, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
