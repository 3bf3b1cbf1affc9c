// @vitest-environment happy-dom
import { act, createContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './lazy.tsx';
import { useWakingPart } from './on-first-touch.tsx';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A form as the site wakes one: a controlled field, and a mark once its code runs. */
function Form({ name }: { name: string }) {
  const [value, setValue] = useState('');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <form method="post" data-ready={ready || undefined}>
      <input
        name={name}
        aria-label="Имя"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <input type="checkbox" name="consent" aria-label="Согласие" />
      <output>{value}</output>
    </form>
  );
}

let loads = 0;
/** The form's module as `serverReady` loads it: counted, so a test sees when its code is asked. */
function lazyForm() {
  return preloadable(async () => {
    loads += 1;
    return { default: Form };
  });
}

/** Above the part: a context that changes, as React Router's route discovery changes its own. */
const Discovery = createContext(0);

let parts = 0;
function Host({
  form: LazyForm,
  name,
  serverHtml,
}: {
  form: ReturnType<typeof lazyForm>;
  name: string;
  serverHtml?: string;
}) {
  const part = useWakingPart(
    () => {
      parts += 1;
      return <LazyForm name={name} />;
    },
    [name],
    serverHtml,
  );
  return <section>{part}</section>;
}

function page(form: ReturnType<typeof lazyForm>, discovery = 0, name = 'name'): ReactNode {
  return (
    <Discovery value={discovery}>
      <Host form={form} name={name} />
    </Discovery>
  );
}

/** What the server writes: without a document, with the form's module loaded (serverReady). */
async function serverHtml(): Promise<string> {
  const form = lazyForm();
  await form.preload();
  const { document } = globalThis;
  Reflect.deleteProperty(globalThis, 'document');
  vi.stubEnv('SSR', true);
  try {
    return renderToString(page(form));
  } finally {
    vi.unstubAllEnvs();
    Object.assign(globalThis, { document });
  }
}

let container: HTMLElement;
let root: Root | undefined;
const recoverable = vi.fn();

async function hydrate(node: ReactNode): Promise<string> {
  const html = await serverHtml();
  loads = 0;
  container.innerHTML = html;
  // As the browser reads it (void elements without their slash).
  const parsed = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, node, { onRecoverableError: recoverable });
  });
  return parsed;
}

function fire(target: Element | null, type: string) {
  act(() => void target?.dispatchEvent(new Event(type, { bubbles: true })));
}

/** Waits, letting React work inside act (a boundary's retry comes on a later task), until `check` holds. */
function settled(check: () => void) {
  return vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    check();
  });
}

const field = () => container.querySelector<HTMLInputElement>('input[name="name"]');
const awake = () => container.querySelector('form[data-ready]');

beforeEach(() => {
  loads = 0;
  parts = 0;
  recoverable.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('useWakingPart: a server-written form woken on the first touch', () => {
  it('keeps the server HTML through hydration without asking for the code; a touch outside leaves it asleep', async () => {
    const html = await hydrate(page(lazyForm()));
    expect(container.innerHTML).toBe(html);
    fire(document.body, 'pointerdown');
    await act(async () => {});
    expect(loads).toBe(0);
    expect(awake()).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
  });

  // A hover and a focus open the gate the same way; React then hydrates the boundary on a later
  // task of its scheduler, which this test DOM does not run (Chromium does: the e2e suites).
  it.each(['pointerdown', 'touchstart', 'keydown'])(
    'wakes on %s inside it: the code loads and hydrates the form in place',
    async (type) => {
      await hydrate(page(lazyForm()));
      const server = field();
      fire(server, type);
      await settled(() => expect(awake()).not.toBeNull());
      expect(loads).toBe(1);
      expect(field()).toBe(server);
      expect(recoverable).not.toHaveBeenCalled();
    },
  );

  it('shows the server HTML again, still asleep, when React renders the waiting part anew', async () => {
    const form = lazyForm();
    const html = await hydrate(page(form));
    // A change above the part reaches the boundary that still waits: React renders it anew.
    await act(async () => root?.render(page(form, 1)));
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.innerHTML).toContain('aria-label="Имя"');
    expect(loads).toBe(0);
    expect(awake()).toBeNull();
    // Typed and ticked into the kept HTML (an autofill needs no touch), then woken from the
    // keyboard: the form's code renders it with what was there, as typing would set it, and the
    // focus goes back to the field that had it.
    field()!.value = 'Олег';
    fire(field(), 'input');
    const consent = () => container.querySelector<HTMLInputElement>('input[name="consent"]')!;
    consent().checked = true;
    fire(consent(), 'change');
    fire(field(), 'focusin');
    fire(field(), 'keydown');
    await settled(() => expect(awake()).not.toBeNull());
    await settled(() => expect(container.querySelector('output')?.textContent).toBe('Олег'));
    expect(field()?.value).toBe('Олег');
    expect(consent().checked).toBe(true);
    expect(document.activeElement).toBe(field());
    expect(loads).toBe(1);
    expect(html).not.toContain('Олег');
  });

  it('renders at once when the browser mounts it itself (after a client navigation)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(page(lazyForm()));
    });
    await settled(() => expect(awake()).not.toBeNull());
    expect(loads).toBe(1);
  });

  // The card's ?form= section: its module came after React had rendered the section anew, so the
  // part mounts in the browser's render, with the server HTML its caller read before hydrating.
  it('mounted by the browser with the server HTML read before hydration, it shows that and waits for a touch', async () => {
    const html = await serverHtml();
    const inside = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('section > div')!.innerHTML;
    const form = lazyForm();
    loads = 0;
    await act(async () => {
      root = createRoot(container);
      root.render(<Host form={form} name="name" serverHtml={inside} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loads).toBe(0);
    expect(awake()).toBeNull();
    expect(container.querySelector('section > div')?.textContent).toBe(
      new DOMParser().parseFromString(inside, 'text/html').body.textContent,
    );
    field()!.value = 'Олег';
    fire(field(), 'input');
    fire(field(), 'pointerdown');
    await settled(() => expect(awake()).not.toBeNull());
    expect(loads).toBe(1);
    await settled(() => expect(field()?.value).toBe('Олег'));
  });

  it('hands back the same element while its dependencies are the same', async () => {
    const form = lazyForm();
    await hydrate(page(form));
    const rendered = parts;
    await act(async () => root?.render(page(form, 0, 'name')));
    expect(parts).toBe(rendered);
    await act(async () => root?.render(page(form, 0, 'other')));
    expect(parts).toBeGreaterThan(rendered);
  });
});
