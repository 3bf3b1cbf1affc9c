import { lazy } from 'react';
import type { ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a preload: an overlay's code stays out of the page's JavaScript, and a caller
 * that knows it is about to open one (a timer, a hover) loads it first, so it shows without a gap.
 */
export function preloadable<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
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
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  Overlay.preload = load;
  return Overlay;
}
