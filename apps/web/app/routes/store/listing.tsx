import { StoreListPage } from '../../features/store/index.ts';
import { loadStoreList } from '../../features/store/index.server.ts';
import type { Route } from './+types/listing';

// SPEC 2.6: one module for /store/ and /parts/ and their three category levels (route table rows).
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { page, meta } = await loadStoreList(context, request, params);
  // `meta` at the top: the root's canonical link sees the page's own (canonical-link.tsx).
  return { page, meta };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function StoreList({ loaderData }: Route.ComponentProps) {
  return <StoreListPage page={loaderData.page} />;
}
