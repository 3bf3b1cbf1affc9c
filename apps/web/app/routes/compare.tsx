import { ComparePage } from '../features/compare/index.ts';
import { loadCompare } from '../features/compare/index.server.ts';
import type { Route } from './+types/compare';

// SPEC 2.3 /compare/: the HTML is the same for everyone; the page loads the visitor's vehicles from the API.
export function loader({ context }: Route.LoaderArgs) {
  return loadCompare(context);
}

export function meta() {
  return [{ title: 'Сравнение автомобилей' }, { name: 'robots', content: 'noindex' }];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage catalogHref={loaderData.catalogHref} cardHref={loaderData.cardHref} />;
}
