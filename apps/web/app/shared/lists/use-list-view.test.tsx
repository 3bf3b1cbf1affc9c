// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore, useStore } from '../stores/create-store.ts';
import type { ListAnswer } from './list-answer.ts';
import { useListView } from './use-list-view.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// A list page in a memory router: its loader answers the ids its URL names (or, when `answerOf`
// says so, another list), the stored list is a store the test changes.
const stored = createStore('');
let asked: string[] = [];
let answerOf = (ids: string) => ids;

function loader({ request }: LoaderFunctionArgs): { list: ListAnswer<string> | null } {
  const ids = new URL(request.url).searchParams.get('vehicles');
  asked.push(ids ?? '-');
  if (ids === null) return { list: null };
  return { list: { state: 'ready', query: { vehicles: answerOf(ids) }, data: `items ${ids}` } };
}

function Page() {
  const { list } = useLoaderData<typeof loader>();
  const view = useListView({ vehicles: useStore(stored) }, list);
  const location = useLocation();
  const shown = location.mask ?? location;
  return (
    <output>
      {`${view.state === 'ready' ? view.data : view.state} | ${shown.pathname}${shown.search}`}
    </output>
  );
}

let container: HTMLElement;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;
const text = () => container.querySelector('output')?.textContent;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

async function render(ids: string) {
  stored.set(ids);
  router = createMemoryRouter(
    [{ path: '/favorites/', loader, element: <Page />, hydrateFallbackElement: <p /> }],
    { initialEntries: ['/favorites/'] },
  );
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  await settle();
}

beforeEach(() => {
  asked = [];
  answerOf = (ids) => ids;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('a list page asks its own loader for the stored list', () => {
  it('once, with the address bar kept, and shows the answer', async () => {
    await render('1,2');
    expect(asked).toEqual(['-', '1,2']);
    expect(text()).toBe('items 1,2 | /favorites/');
    expect(router.state.location.search).toBe('?vehicles=1,2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the empty state without asking when nothing is stored', async () => {
    await render('');
    expect(asked).toEqual(['-']);
    expect(text()).toBe('empty | /favorites/');
  });

  it('asks nothing for a removal (the page filters), and asks again for an added id', async () => {
    await render('1,2');
    await act(async () => stored.set('2'));
    await settle();
    expect(asked).toEqual(['-', '1,2']);
    expect(text()).toBe('items 1,2 | /favorites/');
    await act(async () => stored.set('2,3'));
    await settle();
    expect(asked).toEqual(['-', '1,2', '2,3']);
    expect(text()).toBe('items 2,3 | /favorites/');
  });

  it('asks again after another navigation (a city chosen) left the page without an answer', async () => {
    await render('4');
    await act(async () => router.navigate('/favorites/?city=spb', { replace: true }));
    await settle();
    expect(asked).toEqual(['-', '4', '-', '4']);
    expect(text()).toBe('items 4 | /favorites/?city=spb');
  });

  it('never asks again and again when an answer does not cover what was asked', async () => {
    answerOf = () => '9';
    await render('5');
    await settle();
    expect(asked).toEqual(['-', '5']);
    expect(text()).toBe('pending | /favorites/');
  });
});
