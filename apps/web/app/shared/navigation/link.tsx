import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import type { To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site; other sites are plain `<a href>`. */
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** A click the browser should handle itself: modified, not the main button, or in another window. */
export function leftToBrowser(
  event: Pick<
    MouseEvent,
    'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
  >,
  target: string | undefined,
): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/**
 * A link that navigates on the client. React Router's `<Link>` (and anything else of its DOM module,
 * `useLinkClickHandler` and `useFetcher` included) brings its prefetching, view transition and form
 * code with it: about 2.4 kB gzip on every page (decision 0014), for features the site does not use.
 * As with React Router's, a link to the page one is on replaces the history entry instead of adding
 * one, and `data-discover` lets its route discovery fetch the route of a visible link ahead of the click.
 */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const location = useLocation();
  const navigate = useNavigate();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (leftToBrowser(event, target)) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash === href;
    void navigate(to, { replace: replace ?? here, state, preventScrollReset });
  }
  return <a {...rest} href={href} target={target} data-discover="true" onClick={handleClick} />;
}

/** A link of a navigation list: `aria-current="page"` on the page it leads to (exactly, not below it). */
export function NavLink({ to, ...rest }: LinkProps) {
  const current = useLocation().pathname === useHref(to);
  return <Link {...rest} to={to} aria-current={current ? 'page' : undefined} />;
}
