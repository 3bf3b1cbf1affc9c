import { StoreItemPage } from '../../features/store/index.ts';
import { loadStoreItem } from '../../features/store/index.server.ts';
import type { Route } from './+types/item';

// SPEC 2.6 /item/{accItemId}/ (route item-code: its error page leads to /store/, SPEC 2.17).
export function loader({ context, params }: Route.LoaderArgs) {
  return loadStoreItem(context, params.code, { embedded: false });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function StoreItem({ loaderData }: Route.ComponentProps) {
  return <StoreItemPage item={loaderData.item} />;
}
