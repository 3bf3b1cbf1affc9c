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

  it('is decorative without a title and a named image with one', () => {
    expect(renderToString(<icons.CloseIcon />)).toContain('aria-hidden="true"');
    const named = renderToString(<icons.CloseIcon title="Закрыть" />);
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Закрыть"');
  });
});
