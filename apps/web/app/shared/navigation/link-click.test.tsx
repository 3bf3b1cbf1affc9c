// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clickTakenOver } from '../testing/click.ts';
import { Link } from './link.tsx';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

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

let container: HTMLElement;
let root: Root;

function click(text: string, init: MouseEventInit = {}): boolean {
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === text);
  return clickTakenOver(link, init);
}

const shown = () => container.querySelector('output')?.textContent;

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

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
