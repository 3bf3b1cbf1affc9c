import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a preload: an overlay's code stays out of the page's JavaScript, and a caller
 * that knows it is about to open one (a timer, a hover) loads it first, so it shows without a gap.
 */
export function preloadable<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (pending ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk may be retried on the next open
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Overlay(props: P) {
    // The loaded component once the code is there (no suspending), else the lazy one; chosen as
    // the overlay mounts and kept. React may carry on a render suspended on the code once the code
    // arrives (a chunk answered while React yields), mounting the lazy one: a switch to the loaded
    // one on a later render (a fetcher's state, the root's data) would be another component type,
    // and React would unmount the dialog with its form (what was typed, the request on its way,
    // its «Заявка отправлена») and mount a blank one.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Overlay.preload = load;
  return Overlay;
}

const serverLoads: Promise<unknown>[] = [];

/**
 * A preloadable that the server loads as it starts: its HTML is then written in the page's first
 * pass and never streamed after it (streamed HTML needs a script to be put in its place, and a
 * page without scripts would miss it). The browser still loads it only when it renders it.
 */
export function serverReady<T extends ComponentType<never>>(
  factory: () => Promise<{ default: T }>,
): T {
  // Typed by the component, as React.lazy is: its props are inferred where preloadable's are not.
  const part = preloadable(factory as unknown as () => Promise<{ default: ComponentType<object> }>);
  if (import.meta.env.SSR) serverLoads.push(part.preload());
  return part as unknown as T;
}

/** Every serverReady module loaded: the server renders pages after this. */
export function serverModulesLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}
