// @vitest-environment happy-dom
import { act } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clickTakenOver } from '../testing/click.ts';
import { mountInRouter } from '../testing/mount-in-router.tsx';
import type { Mounted } from '../testing/mount-in-router.tsx';
import { Link } from './link.tsx';

function Page() {
  return (
    <>
      <output>{`${useLocation().pathname} ${useNavigationType()}`}</output>
      <Link to="/cars/">Автомобили</Link>
      <Link to="/" target="_blank">
        В новом окне
      </Link>
    </>
  );
}

let mounted: Mounted;
let container: HTMLElement;

function click(text: string, init: MouseEventInit = {}): boolean {
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === text);
  return clickTakenOver(link, init);
}

const shown = () => container.querySelector('output')?.textContent;

beforeEach(async () => {
  mounted = await mountInRouter(<Page />);
  container = mounted.container;
});

afterEach(() => mounted.unmount());

describe('Link, clicked', () => {
  it('navigates on the client, adding a history entry', async () => {
    expect(click('Автомобили')).toBe(true);
    await act(async () => {});
    expect(shown()).toBe('/cars/ PUSH');
  });

  it('replaces the history entry when it leads to the page one is on', async () => {
    click('Автомобили');
    await act(async () => {});
    expect(click('Автомобили')).toBe(true);
    await act(async () => {});
    expect(shown()).toBe('/cars/ REPLACE');
  });

  it('leaves a modified click and another window to the browser', async () => {
    expect(click('Автомобили', { metaKey: true })).toBe(false);
    expect(click('В новом окне')).toBe(false);
    await act(async () => {});
    expect(shown()).toBe('/ POP');
  });
});
