import { InsurancesPage } from '../../features/lk/index.ts';
import { loadInsurances } from '../../features/lk/index.server.ts';
import type { Route } from './+types/insurances';

// SPEC 2.9 /lk/insurances/: the policies.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadInsurances(request, context);
}

export function meta() {
  return [{ title: 'Страховки' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InsurancesPage {...loaderData} />;
}
