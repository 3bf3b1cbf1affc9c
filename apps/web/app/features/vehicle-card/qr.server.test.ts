import { describe, expect, it } from 'vitest';
import { parseQrQuery, qrSvg, qrTarget } from './qr.server.ts';

const parse = (query: string) => parseQrQuery(new URLSearchParams(query));

describe('QR query (SPEC 5, 9)', () => {
  it('defaults to size 100, margin 0, level L', () => {
    expect(parse('')).toEqual({ ok: true, options: { size: 100, margin: 0, level: 'L' } });
  });

  it.each(['L', 'M', 'Q', 'H', 'h'])('accepts level %s', (level) => {
    expect(parse(`level=${level}`)).toMatchObject({
      ok: true,
      options: { level: level.toUpperCase() },
    });
  });

  it.each([
    ['level=X', 'Уровень коррекции QR-кода: L, M, Q или H'],
    ['level=', 'Уровень коррекции QR-кода: L, M, Q или H'],
    ['size=abc', 'Размер QR-кода: целое число от 16 до 2000'],
    ['size=5', 'Размер QR-кода: целое число от 16 до 2000'],
    ['size=-100', 'Размер QR-кода: целое число от 16 до 2000'],
    ['margin=99', 'Поля QR-кода: целое число от 0 до 16'],
  ])('rejects %s with a Russian message', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, message });
  });

  it('draws an SVG of the asked size without a quiet zone', async () => {
    const svg = await qrSvg(qrTarget('http://localhost:3000', 'xta21099012345678'), {
      size: 100,
      margin: 0,
      level: 'L',
    });
    expect(svg).toMatch(/^<svg[^>]+width="100"[^>]+height="100"/);
    expect(svg).toContain('viewBox="0 0 ');
  });

  it('a higher level draws a denser code', async () => {
    const text = qrTarget('http://localhost:3000', 'XTA21099012345678');
    const low = await qrSvg(text, { size: 100, margin: 0, level: 'L' });
    const high = await qrSvg(text, { size: 100, margin: 0, level: 'H' });
    const modules = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    expect(modules(high)).toBeGreaterThan(modules(low));
  });

  it('opens the vehicle by its upper-case VIN', () => {
    expect(qrTarget('https://h.example', 'xta21099012345678')).toBe(
      'https://h.example/price-tags/XTA21099012345678/',
    );
  });
});
