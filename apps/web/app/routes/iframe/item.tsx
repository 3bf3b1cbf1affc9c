import { StoreItemPage } from '../../features/store/index.ts';
import { loadStoreItem } from '../../features/store/index.server.ts';
import type { Route } from './+types/item';

// SPEC 2.10 /iframe/item/{code}: the item page inside a dealer's site; its canonical is /item/{id}/.
export function loader({ context, params }: Route.LoaderArgs) {
  return loadStoreItem(context, params.code, { embedded: true });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function EmbedStoreItem({ loaderData }: Route.ComponentProps) {
  return <StoreItemPage item={loaderData.item} />;
}
