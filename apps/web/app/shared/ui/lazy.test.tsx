// @vitest-environment happy-dom
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { preloadable } from './lazy.tsx';

// The real scheduler, not act(): the case is React yielding in the middle of a render.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

it('an overlay whose code arrives while React renders it keeps its state on the next render', async () => {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let mounts = 0;
  function Panel() {
    const [mount] = useState(() => ++mounts);
    return <p>mount {mount}</p>;
  }
  const Overlay = preloadable(async () => {
    await code;
    return { default: Panel };
  });
  // Rendered just before the overlay: its code arrives while React, suspended on it in a
  // concurrent render, yields to the browser (a chunk answered within one yield), so React
  // carries on with the overlay as it rendered it, before the code was there.
  function Arrival() {
    queueMicrotask(arrive);
    return null;
  }
  function Page({ tick }: { tick: number }) {
    return (
      <Suspense fallback={null}>
        <Arrival />
        <Overlay />
        <span>tick {tick}</span>
      </Suspense>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  cleanups.push(() => {
    root.unmount();
    container.remove();
  });

  startTransition(() => root.render(<Page tick={0} />));
  await until(() => container.textContent.includes('mount 1'));
  // Any later render of the page (a fetcher's state, the root's revalidation) must leave the
  // overlay, and what the visitor typed in it, as it is.
  root.render(<Page tick={1} />);
  await until(() => container.textContent.includes('tick 1'));
  expect(container.textContent).toContain('mount 1');
  expect(mounts).toBe(1);
});
