import { GaragePage } from '../../features/lk/index.ts';
import { garageLoader, garageAction } from '../../features/lk/index.server.ts';
import type { Route } from './+types/garage';

// SPEC 2.9 /lk/garage/: the cars, added by VIN or state number.
export function loader({ request, context }: Route.LoaderArgs) {
  return garageLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return garageAction(request, context);
}

export function meta() {
  return [{ title: 'Гараж' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <GaragePage {...loaderData} result={actionData} />;
}
