import { ComparePage } from '../features/compare/index.ts';
import { loadCompare } from '../features/compare/index.server.ts';
import { listResponse } from '../shared/lists/load-list.server.ts';
import type { Route } from './+types/compare';

// SPEC 2.3 /compare/: the HTML is the same for everyone; the page then asks this loader for the
// visitor's vehicles (?vehicles=…, decision 0038).
export async function loader({ request, context }: Route.LoaderArgs) {
  return listResponse(await loadCompare(context, request));
}

export function meta() {
  return [{ title: 'Сравнение автомобилей' }, { name: 'robots', content: 'noindex' }];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage {...loaderData} />;
}
