import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { ShouldRevalidateFunction } from 'react-router';
import { getHolding, holdingDisplayName, holdingPhone } from '@dealer/domain';
import type { Route } from './+types/root';
import { navigationMiddleware } from './shared/navigation/middleware.server';
import { siteContext } from './shared/site/context';
import { ScrollManager } from './shared/navigation/scroll-manager';
import { ErrorPage } from './shared/ui/error-page';
import './styles/global.css';

export const middleware: Route.MiddlewareFunction[] = [navigationMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const { holdingId, city } = context.get(siteContext);
  const holding = getHolding(holdingId);
  return {
    holdingId,
    city,
    holdingName: holdingDisplayName(holdingId),
    phone: holdingPhone(holdingId, city),
    hostName: holding.hostName,
  };
}

// Every navigation asks the server, so the navigation chain and guards always run (SPEC 2.2).
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="ru" data-holding={site?.holdingId ?? 1}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
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
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={status} />;
}
