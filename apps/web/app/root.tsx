import { use } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import { navigationMiddleware } from './shared/navigation/middleware.server';
import { siteContext } from './shared/site/context';
import { NonceContext } from './shared/site/nonce.ts';
import { ScrollManager } from './shared/navigation/scroll-manager';
import { SkipLink } from './shared/ui/visually-hidden.tsx';
import { SiteContext } from './shared/stores/site.ts';
import type { SiteData } from './shared/stores/site.ts';
import { siteData } from './shared/stores/site.server.ts';
import { publicOrigin } from './shared/site/public-url.server.ts';
import { CanonicalLink } from './shared/site/canonical-link.tsx';
import { useCitySync } from './shared/stores/city.ts';
import { pageSite } from './shared/stores/site-fallback.ts';
import { Analytics } from './shared/analytics/analytics.tsx';
import { CityWidgets } from './features/city/city-widgets.tsx';
import { AuthWidgets } from './features/auth/auth-widgets.tsx';
import { appBannerScript, closeAppBanner } from './features/shell-widgets/app-banner-close.ts';
import './features/shell-widgets/app-banner.module.css?styles-only';
import { GlobalWidgets, useIsEmbedded } from './features/shell-widgets/global-widgets.tsx';
import { PanelMount } from './shared/layout/panel-mount.tsx';
import { preloadable, serverReady } from './shared/ui/lazy.tsx';
import { StaticPart } from './shared/ui/static-part.tsx';
import { LayerProvider } from './shared/ui/layers.tsx';
import { useIsStaffDesk } from './shared/navigation/staff-desk.ts';
import { newVersionMiddleware } from './shared/navigation/new-version.ts';
import { installPromptScript } from './shared/site/install-prompt.ts';
import { cookieNoticeScript } from './shared/stores/consent.ts';
import { PwaStart } from './features/pwa/pwa-start.tsx';
import './styles/global.css';
// The error page's styles come with every page's CSS: its code loads lazily (RouteError below), and
// the server's HTML of a 404 must look right before, or without, that code.
import './shared/ui/error-page.module.css?styles-only';

export const middleware: Route.MiddlewareFunction[] = [navigationMiddleware];

// With a newer build out, the next navigation loads as a document (decision 0067).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [newVersionMiddleware];

// The site's icon (without it a browser asks for /favicon.ico, which the site does not have) and
// the holding's installable app (issue 33).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

// The search overlay's code loads on its first opening, never with the page.
const SearchOverlay = preloadable(() => import('./features/search/search-overlay.tsx'));
const FeedbackPanel = preloadable(() => import('./features/lead-form/feedback-panel.tsx'));
// The error page (SPEC 2.17) loads only on a page that shows it. It is no static part: the browser
// renders it itself, so hydration waits for its chunk; serverReady makes the server hold its HTML
// in the first pass. Without a Suspense boundary a navigation keeps the old page until it arrives.
// eslint-disable-next-line no-restricted-syntax
const RouteError = serverReady(() => import('./shared/ui/route-error.tsx'));
// The app banner is a static part (StaticPart): its code loads only if the browser renders it.
const AppBanner = serverReady(() =>
  import('./features/shell-widgets/app-banner.tsx').then((module) => ({
    default: module.AppBanner,
  })),
);

export function loader({ context }: Route.LoaderArgs): SiteData & { origin: string } {
  const { holdingId, city } = context.get(siteContext);
  // The public origin, for the canonical link every page carries.
  return { ...siteData(holdingId, city), origin: publicOrigin(context) };
}

// Every navigation asks the server, so the navigation chain and guards always run (SPEC 2.2). A
// lead form's post changes nothing root holds, and with the API away its reload would put the
// error page over the form and what was typed.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formData }) =>
  !(formMethod === 'POST' && formData?.has('idempotencyKey'));

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const site = pageSite(rootData, useRouteError());
  const embedded = useIsEmbedded();
  // Without a site (an error before any loader ran) the page is the error alone, without the frame.
  const framed = site !== undefined && !embedded;
  // The staff's desk offers no app (decision 0052).
  const appBanner = framed && !useIsStaffDesk();
  const english = useMatches().some((match) => match.id === 'layout-english');
  const nonce = use(NonceContext);
  return (
    <html lang={english ? 'en' : 'ru'} data-holding={site?.holdingId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <CanonicalLink origin={rootData?.origin} />
        {framed && (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={
              // It runs once, before the first paint: React keeps the server's text while it
              // hydrates and compares only the browser's renders after, so the text stays out of
              // the browser's code (about 0.2 kB gzip on every page).
              import.meta.env.SSR
                ? {
                    __html: [
                      cookieNoticeScript,
                      ...(appBanner ? [appBannerScript, installPromptScript] : []),
                    ].join(';'),
                  }
                : { __html: '' }
            }
          />
        )}
      </head>
      <body>
        {site ? (
          <SiteContext value={site}>
            <LayerProvider>
              {framed && <SkipLink />}
              {appBanner && (
                <StaticPart
                  part={AppBanner}
                  props={{}}
                  version={site.holdingId}
                  onAction={closeAppBanner}
                />
              )}
              {children}
              <GlobalWidgets />
              <CityWidgets />
              <AuthWidgets />
              <PanelMount panel="search" component={SearchOverlay} openOnQuery="search" />
              <PanelMount panel="feedback" component={FeedbackPanel} />
              <Analytics />
              {!embedded && <PwaStart />}
            </LayerProvider>
          </SiteContext>
        ) : (
          children
        )}
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useCitySync(loaderData.city);

  return <Outlet />;
}

export function meta({ error, location }: Route.MetaArgs) {
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title = status === 404 ? `Page Not Found: ${location.pathname}` : `Ошибка ${status}`;
    return [{ title }, { name: 'robots', content: 'noindex' }];
  }
  return [];
}

export function ErrorBoundary() {
  return <RouteError embedded={useIsEmbedded()} />;
}
