import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import * as icons from './icons.tsx';
import type { IconProps } from './icons.tsx';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
const iconEntries = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  ComponentType<IconProps>,
][];

describe('icon sprite', () => {
  it.each(iconEntries)('%s draws a symbol the sprite has', (_name, Icon) => {
    const html = renderToString(<Icon />);
    const id = /<use href="[^"#]*#([^"]+)"/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(symbols.has(id as string)).toBe(true);
  });

  it('has the app banner drawing and no symbol twice', () => {
    expect(symbols.has('phone-art')).toBe(true);
    expect(symbols.size).toBe([...sprite.matchAll(/<symbol id=/g)].length);
    expect(iconEntries.length).toBe(23);
  });

  it('takes its drawing box from the symbol and its stroke from a class', () => {
    for (const symbol of sprite.matchAll(/<symbol [^>]*>/g))
      expect(symbol[0]).toMatch(/ viewBox="0 0 \d+ \d+"/);
    const html = renderToString(<icons.HeartIcon size={20} className="on" />);
    expect(html).toMatch(/^<svg width="20" height="20" class="[^"]*icon[^"]* on"/);
    expect(html).not.toMatch(/viewBox|stroke|fill/);
  });

  it('is decorative without a title and a named image with one', () => {
    expect(renderToString(<icons.CloseIcon />)).toContain('aria-hidden="true"');
    const named = renderToString(<icons.CloseIcon title="Закрыть" />);
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Закрыть"');
  });
});
