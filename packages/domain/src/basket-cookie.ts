/**
 * The basket as this browser last knew it, in a cookie the server reads (the basket and ordering
 * pages render it, and their forms work without JavaScript) and the page's script mirrors into
 * localStorage (SPEC 3: accessoryBasket, basketQuantity). For a visitor without an account it is
 * the basket itself; for a signed-in one a copy of the server's (decision 0069).
 * Format: lines joined by '.', each the basket's letter (p parts, a accessories), the item id,
 * 'x' and the count: `p1234x2.a77x1`.
 */
export { BASKET_COOKIE } from './constants/site.ts';
export const BASKET_COOKIE_MAX_AGE = 30 * 24 * 3600;
/** Lines kept: a cookie holds about 4 kB. */
export const BASKET_MAX_LINES = 100;
export const BASKET_MAX_QTY = 9999;

export type BasketKind = 'parts' | 'accessories';

export interface BasketLine {
  basket: BasketKind;
  id: number;
  qty: number;
}

const LINE = /^([pa])([1-9]\d{0,9})x([1-9]\d{0,3})$/;

/** The lines of a cookie value; a malformed line is left out, a repeated one keeps the last. */
export function parseBasketCookie(raw: string | null | undefined): BasketLine[] {
  if (!raw) return [];
  const byKey = new Map<string, BasketLine>();
  for (const part of raw.split('.')) {
    const match = LINE.exec(part);
    if (!match) continue;
    const id = Number(match[2]);
    if (id > 2_147_483_647) continue;
    const basket: BasketKind = match[1] === 'p' ? 'parts' : 'accessories';
    byKey.set(`${basket}:${id}`, { basket, id, qty: Number(match[3]) });
  }
  return [...byKey.values()].slice(-BASKET_MAX_LINES);
}

export function serializeBasketCookie(lines: readonly BasketLine[]): string {
  return lines
    .slice(-BASKET_MAX_LINES)
    .map((line) => `${line.basket === 'parts' ? 'p' : 'a'}${line.id}x${clampQty(line.qty)}`)
    .join('.');
}

export function clampQty(qty: number): number {
  return Number.isFinite(qty) ? Math.min(BASKET_MAX_QTY, Math.max(1, Math.floor(qty))) : 1;
}

/** Puts a line in (its count replaced) or, with qty 0, takes it out. */
export function withBasketLine(
  lines: readonly BasketLine[],
  basket: BasketKind,
  id: number,
  qty: number,
): BasketLine[] {
  const rest = lines.filter((line) => !(line.basket === basket && line.id === id));
  return qty > 0 ? [...rest, { basket, id, qty: clampQty(qty) }] : rest;
}
