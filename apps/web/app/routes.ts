import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import { ROUTES } from '@dealer/domain';
import type { LayoutName, RouteRow } from '@dealer/domain';

// The route table of packages/domain is the only list of routes (DESIGN.md 3). A row without a
// module is a page not built yet: it is left out here, so it answers 404 through the splat route.
const byLayout = new Map<LayoutName, RouteConfigEntry[]>();
for (const row of ROUTES as readonly RouteRow[]) {
  if (!row.module) continue;
  const entry =
    row.path === '/'
      ? index(row.module, { id: row.name })
      : route(row.path, row.module, { id: row.name });
  byLayout.set(row.layout, [...(byLayout.get(row.layout) ?? []), entry]);
}

export default [...byLayout].map(([name, entries]) =>
  layout(`layouts/${name}.tsx`, { id: `layout-${name}` }, entries),
) satisfies RouteConfig;
