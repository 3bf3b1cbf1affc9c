import { createContext } from 'react';
import type { ReactNode } from 'react';

/**
 * The server's HTML of a part that is the same on every page of its version (StaticPart `keep`, a
 * similar vehicle's tile): rendered the first time, then kept (an object version while it lives). `render` gives the part inside the providers of the contexts
 * it reads; the router's are the server entry's. Given by the server entry; the browser has none.
 */
export type RenderOnce = (part: object, version: unknown, render: () => ReactNode) => string;

export const RenderOnceContext = /* @__PURE__ */ createContext<RenderOnce | null>(null);
