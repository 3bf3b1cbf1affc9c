import { InsurancePage } from '../../features/lk/index.ts';
import { loadInsurance } from '../../features/lk/index.server.ts';
import type { Route } from './+types/insurance';

// SPEC 2.9 /lk/insurances/{insurance}/: one policy.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInsurance(request, context, params.insurance);
}

export function meta() {
  return [{ title: 'Страховой полис' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InsurancePage {...loaderData} />;
}
