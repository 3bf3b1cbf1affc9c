import { describe, expect, it } from 'vitest';
import { EMPTY_MENU_DATA, parseBrands } from './menu/menu-data.ts';
import type { MenuData } from './menu/menu-data.ts';
import { resolveMenu } from './menu/menu-model.ts';
import { builtPath } from './route-links.ts';
import { unpack } from '../api/packed.ts';
import { shellAnswer, shellLinks, shellOf } from './shell-loader.server.ts';

const menuData = (code: string): MenuData => ({
  ...EMPTY_MENU_DATA,
  brands: parseBrands({ data: [{ code, nameEn: code.toUpperCase(), mark: { logo: null } }] }),
});

describe('shellOf: the shell resolved once per menu answer', () => {
  it('resolves the menu and the links of the holding', () => {
    const data = menuData('kia');
    expect(shellOf(1, data)).toEqual({
      menu: resolveMenu(1, data, (path) => builtPath(1, path)),
      links: shellLinks(1),
    });
  });

  it('hands the same shell while the answer is the same, and a new one for a new answer', () => {
    const first = menuData('kia');
    const shell = shellOf(1, first);
    expect(shellOf(1, first)).toBe(shell);
    const next = menuData('bmw');
    expect(shellOf(1, next)).not.toBe(shell);
    expect(shellOf(1, next)).toEqual({
      menu: resolveMenu(1, next, (path) => builtPath(1, path)),
      links: shellLinks(1),
    });
  });

  it('keeps the holdings apart, even for one shared answer (the empty menu of a failed call)', () => {
    const one = shellOf(1, EMPTY_MENU_DATA);
    const two = shellOf(2, EMPTY_MENU_DATA);
    expect(two).not.toBe(one);
    expect(two.links).toEqual(shellLinks(2));
    expect(shellOf(1, EMPTY_MENU_DATA)).toBe(one);
  });
});

describe('shellAnswer: the shell as one text of the loader data', () => {
  it('is one text per menu answer and holding; the server unpacks the kept shell itself', () => {
    const data = menuData('geely');
    const answer = shellAnswer(2, data);
    expect(shellAnswer(2, data).shell).toBe(answer.shell);
    expect(JSON.parse(answer.shell)).toEqual(shellOf(2, data));
    expect(unpack(answer, 'shell')).toBe(shellOf(2, data));
    expect(unpack({ shell: answer.shell }, 'shell')).toEqual(shellOf(2, data));
    expect(unpack(shellAnswer(1, data), 'shell')).toEqual(shellOf(1, data));
    expect(shellAnswer(1, data).shell).not.toBe(answer.shell);
  });

  it('is one frozen object for every page of the holding: no page changes what the next shows', () => {
    const shell = shellOf(2, menuData('geely'));
    expect(Object.isFrozen(shell)).toBe(true);
    expect(Object.isFrozen(shell.menu)).toBe(true);
    expect(Object.isFrozen(shell.links.pages)).toBe(true);
    expect(() => (shell.menu as unknown[]).push({})).toThrow(TypeError);
  });
});
