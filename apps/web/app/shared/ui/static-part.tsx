import { Suspense, use, useState } from 'react';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { leftToBrowser } from '../navigation/link.tsx';
import { useHydrated } from '../stores/hydrated.ts';
import { openPanel } from '../stores/ui.ts';
import type { PanelName } from '../stores/ui.ts';
import { RenderOnceContext } from './render-once.ts';
import styles from './static-part.module.css';

/** React leaves the server's children of an element with inner HTML alone while it hydrates. */
const KEEP = { __html: '' };
const FRESH = Symbol('fresh');

/** A CSS module's class map. */
export type ClassMap = Readonly<Record<string, string>>;

export interface StaticPartProps<P extends object> {
  /** The part as React.lazy of its module: the browser downloads it only to render the part itself. */
  part: ComponentType<P>;
  props: P;
  /** What the part's HTML depends on: when it changes, the browser renders the part afresh. */
  version: unknown;
  /**
   * For a part that is the same on every page of its version (the footer): puts the part inside
   * providers of the contexts it reads, besides the router's, with this page's values. The server
   * then renders it once per version and keeps its HTML instead of rendering it for every page.
   */
  keep?: (part: ReactNode) => ReactNode;
  /** The part's own buttons and links (`data-action`), handled by the page instead. */
  onAction?: (button: HTMLElement) => void;
}

/**
 * A part of a page without state of its own (the footer): the browser keeps the server's HTML of it
 * through hydration, so the part's code is not in the page's JavaScript. That code loads only when
 * the browser has to render the part itself: mounted after a navigation, or a new `version`.
 * What the part's HTML does is handled here, for both: a Link navigates on the client (as it
 * does itself), a `data-panel` button opens its panel, a `data-disclosure` button shows and hides
 * the element its `aria-controls` names, and a `data-action` button or link goes to `onAction`
 * (the link does not navigate). A handler or a hook with state inside a part would work only when
 * the browser renders it: the lint rule of eslint.config.js (STATIC_PARTS) forbids them. See apps/web/README.md.
 */
export function StaticPart<P extends object>({
  part: Part,
  props,
  version,
  keep,
  onAction,
}: StaticPartProps<P>) {
  // The browser has no kept parts: the server entry's alone are given.
  const renderOnce = import.meta.env.SSR ? use(RenderOnceContext) : null;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Fixed at the first render: while hydrating, the version the server's HTML shows.
  const [serverVersion] = useState<unknown>(() => (hydrated ? FRESH : version));

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    const action = target.closest<HTMLElement>('[data-action]');
    if (action) {
      // An action on a link (the card's calls to action) replaces the link's plain way.
      event.preventDefault();
      onAction?.(action);
      return;
    }
    const opener = target.closest<HTMLElement>('[data-panel]');
    if (opener) {
      openPanel(opener.dataset.panel as PanelName);
      return;
    }
    const toggle = target.closest<HTMLElement>('[data-disclosure]');
    if (toggle) {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      document
        .getElementById(toggle.getAttribute('aria-controls') ?? '')
        ?.toggleAttribute('hidden', !open);
      return;
    }
    // Only a link the part renders with Link (data-discover) is the site's own page; a plain
    // anchor (another site, a phone, a document request) is the browser's.
    const anchor = target.closest<HTMLAnchorElement>('a[data-discover]');
    if (!anchor || anchor.origin !== window.location.origin || anchor.hasAttribute('download'))
      return;
    // A Link of a freshly rendered part navigates by itself (and prevents the default).
    if (leftToBrowser(event, anchor.getAttribute('target') ?? undefined)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    const to = anchor.pathname + anchor.search + anchor.hash;
    void navigate(to, { replace: pathname + search + hash === to });
  }

  if (typeof document === 'undefined') {
    if (import.meta.env.SSR && keep && renderOnce) {
      const html = renderOnce(Part, version, () => keep(<Part {...props} />));
      return <div className={styles.part} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    return (
      <div className={styles.part}>
        <Part {...props} />
      </div>
    );
  }
  if (Object.is(serverVersion, version)) {
    return (
      <div
        className={styles.part}
        onClick={handleClick}
        dangerouslySetInnerHTML={KEEP}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className={styles.part} onClick={handleClick}>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </div>
  );
}
