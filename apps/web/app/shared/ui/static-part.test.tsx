// @vitest-environment happy-dom
import { act } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../navigation/link.tsx';
import { clickTakenOver } from '../testing/click.ts';
import { uiStore } from '../stores/ui.ts';
import { preloadable } from './lazy.tsx';
import { StaticPart } from './static-part.tsx';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The part's own CSS module's classes (a part imports its class map itself). */
const STYLES = { box: 'box_tag' };

/** A part as the site writes one: links, a panel button, a disclosure and an action, no handlers. */
function Part({ label }: { label: string }) {
  return (
    <div className={STYLES.box}>
      <p>{label}</p>
      <Link to="/cars/">Автомобили</Link>
      <a href="tel:+79000000000">Позвонить</a>
      <button type="button" data-panel="feedback">
        Обратный звонок
      </button>
      <button type="button" data-disclosure aria-expanded="false" aria-controls="more">
        Ещё
      </button>
      <div id="more" hidden>
        Скрытое
      </div>
      <button type="button" data-action="close">
        Закрыть
      </button>
      <a href="?form=credit#lead-form" data-action="form">
        Купить в кредит
      </a>
    </div>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

let loads = 0;
function lazyPart() {
  return preloadable(async () => {
    loads += 1;
    return { default: Part };
  });
}

function page(
  part: ReturnType<typeof lazyPart>,
  label: string,
  onAction?: (b: HTMLElement) => void,
) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <StaticPart part={part} props={{ label }} version={label} onAction={onAction} />
      <Where />
    </MemoryRouter>
  );
}

/** What the server writes: rendered without a document, as on Node. */
function serverHtml(node: ReactNode): string {
  const { document } = globalThis;
  Reflect.deleteProperty(globalThis, 'document');
  try {
    return renderToString(node);
  } finally {
    Object.assign(globalThis, { document });
  }
}

let container: HTMLElement;
let root: Root | undefined;
const recoverable = vi.fn();

/** Hydrates the node over the HTML the server writes of the part labelled «Сервер»; returns that HTML. */
async function hydrate(node: ReactNode): Promise<string> {
  const html = serverHtml(
    <MemoryRouter initialEntries={['/']}>
      <StaticPart part={Part} props={{ label: 'Сервер' }} version="Сервер" />
      <Where />
    </MemoryRouter>,
  );
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(container, node, { onRecoverableError: recoverable });
  });
  return html;
}

const click = clickTakenOver;

beforeEach(() => {
  loads = 0;
  recoverable.mockClear();
  uiStore.set({ panel: null, data: undefined });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('StaticPart', () => {
  it('keeps the server HTML through hydration without loading the part', async () => {
    const html = await hydrate(page(lazyPart(), 'Сервер'));
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('.box_tag p')?.textContent).toBe('Сервер');
    expect(loads).toBe(0);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders the part itself, loading its code, when its version changes', async () => {
    const part = lazyPart();
    await hydrate(page(part, 'Сервер'));
    await act(async () => root?.render(page(part, 'Другой')));
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Другой'));
    expect(loads).toBe(1);
  });

  it('renders the part itself when it mounts after hydration (a client navigation)', async () => {
    const part = lazyPart();
    await hydrate(page(part, 'Сервер'));
    await act(async () => root?.render(<MemoryRouter />));
    await act(async () => root?.render(page(part, 'Сервер')));
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Сервер'));
    expect(loads).toBe(1);
  });

  describe.each([
    [
      'kept',
      async (_part: ReturnType<typeof lazyPart>, node: ReactNode) => void (await hydrate(node)),
    ],
    [
      'freshly rendered',
      async (part: ReturnType<typeof lazyPart>, node: ReactNode) => {
        await hydrate(page(part, 'Сервер'));
        await act(async () => root?.render(node));
        await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Свежий'));
      },
    ],
  ])('the %s HTML works by delegation', (kind, show) => {
    const label = kind === 'kept' ? 'Сервер' : 'Свежий';

    it('a Link navigates on the client; a plain anchor and a modified click stay the browser’s', async () => {
      const part = lazyPart();
      await show(part, page(part, label));
      const link = container.querySelector('a[href="/cars/"]');
      expect(click(link, { ctrlKey: true })).toBe(false);
      expect(container.querySelector('output')?.textContent).toBe('/');
      expect(click(container.querySelector('a[href^="tel:"]'))).toBe(false);
      expect(click(link)).toBe(true);
      await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('/cars/'));
    });

    it('a data-panel button opens its panel, a data-disclosure button shows what it controls', async () => {
      const part = lazyPart();
      await show(part, page(part, label));
      click(container.querySelector('[data-panel]'));
      expect(uiStore.get().panel).toBe('feedback');
      const toggle = container.querySelector('[data-disclosure]');
      click(toggle);
      expect(toggle?.getAttribute('aria-expanded')).toBe('true');
      expect(container.querySelector('#more')?.hasAttribute('hidden')).toBe(false);
      click(toggle);
      expect(toggle?.getAttribute('aria-expanded')).toBe('false');
      expect(container.querySelector('#more')?.hasAttribute('hidden')).toBe(true);
    });

    it('a data-action button goes to onAction', async () => {
      const part = lazyPart();
      const onAction = vi.fn();
      await show(part, page(part, label, onAction));
      click(container.querySelector('[data-action]'));
      expect(onAction).toHaveBeenCalledWith(container.querySelector('[data-action="close"]'));
    });

    it('a data-action link goes to onAction instead of its address', async () => {
      const part = lazyPart();
      const onAction = vi.fn();
      await show(part, page(part, label, onAction));
      const link = container.querySelector('a[data-action="form"]');
      expect(click(link)).toBe(true);
      expect(onAction).toHaveBeenCalledWith(link);
    });
  });
});
