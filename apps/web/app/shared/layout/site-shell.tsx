import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { SiteContext, useSite } from '../stores/index.ts';
import { serverReady } from '../ui/lazy.tsx';
import { StaticPart } from '../ui/static-part.tsx';
import { Header } from './header/header.tsx';
import type { MenuSection } from './menu/menu-model.ts';
import { NO_LINKS, ShellLinksContext } from './shell-links.ts';
import type { ShellLinks } from './shell-links.ts';
import { SideMenu } from './side-menu/side-menu.tsx';
import styles from './site-shell.module.css';
// The footer's styles come with every page; its code only when the browser renders it itself.
import './footer/footer.module.css?styles-only';

const Footer = serverReady(() =>
  import('./footer/footer.tsx').then((module) => ({ default: module.Footer })),
);

export interface SiteShellProps {
  /** Main sections resolved by the layout loader (loadShell). */
  menu: readonly MenuSection[];
  /** The static link lists resolved by the layout loader (loadShell); none when absent. */
  links?: ShellLinks;
  /** Extra chrome between the header and the page, e.g. a section's own navigation. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The public page frame (the skip link before it comes from root): header, side menu, the page,
 * footer (server HTML the browser keeps: StaticPart). Pages render their own <main>; the skip
 * link lands on the wrapper around it.
 * Each part is its own Suspense boundary, so React hydrates them one after another and lets the
 * browser answer the visitor in between, instead of one long task for the whole page.
 */
export function SiteShell({ menu, links = NO_LINKS, aside, children }: SiteShellProps) {
  const site = useSite();
  // With its layout's links the footer is the same on every page of the holding: the server
  // renders it once (StaticPart `keep`). Without them (an error outside a layout with the shell)
  // it is rendered as it is.
  const keepFooter =
    !import.meta.env.SSR || links === NO_LINKS
      ? undefined
      : (footer: ReactNode) => (
          <SiteContext value={site}>
            <ShellLinksContext value={links}>{footer}</ShellLinksContext>
          </SiteContext>
        );
  return (
    <ShellLinksContext value={links}>
      <Suspense>
        <Header menu={menu} />
      </Suspense>
      <Suspense>
        <SideMenu menu={menu} />
      </Suspense>
      <div className={styles.body}>
        {aside}
        <div id="main" tabIndex={-1} className={styles.main}>
          <Suspense>{children}</Suspense>
        </div>
      </div>
      <Suspense>
        <StaticPart part={Footer} props={{}} version={site.holdingId} keep={keepFooter} />
      </Suspense>
    </ShellLinksContext>
  );
}
