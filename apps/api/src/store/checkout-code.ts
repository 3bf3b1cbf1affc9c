import { createHmac, timingSafeEqual } from 'node:crypto';

// /checkout/{code}: the order number and a keyed signature of it, so a buyer without an account
// reaches their order's page and nobody reaches another's by counting numbers.
// Lower-case hex: the site answers paths with capitals with a 404 (SPEC 2.2).
const SIGNATURE = /^([1-9]\d{0,9})-([0-9a-f]{24})$/;

function signatureOf(secret: Uint8Array, holdingId: number, id: number): string {
  return createHmac('sha256', secret)
    .update(`store-order:${holdingId}:${id}`)
    .digest('hex')
    .slice(0, 24);
}

export function checkoutCode(secret: Uint8Array, holdingId: number, id: number): string {
  return `${id}-${signatureOf(secret, holdingId, id)}`;
}

/** The order number a code names, when its signature holds for this holding. */
export function orderIdOfCode(
  secret: Uint8Array,
  holdingId: number,
  code: string,
): number | undefined {
  const match = SIGNATURE.exec(code);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, holdingId, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
