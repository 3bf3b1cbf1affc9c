import { GarageCarPage } from '../../features/lk/index.ts';
import { loadGarageCar } from '../../features/lk/index.server.ts';
import type { Route } from './+types/garage-car';

// SPEC 2.9 /lk/garage/{id}/: one car of the garage.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadGarageCar(request, context, params.id);
}

export function meta() {
  return [{ title: 'Автомобиль в гараже' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <GarageCarPage {...loaderData} />;
}
