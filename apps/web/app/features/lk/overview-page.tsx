import { signOut } from '../../shared/layout/header/sign-out.ts';
import { serverReady } from '../../shared/ui/lazy.tsx';
import { StaticPart } from '../../shared/ui/static-part.tsx';
import { LkPage } from './lk-page.tsx';
import type { OverviewData } from './overview-content.tsx';

export type { OverviewData } from './overview-content.tsx';

const Content = serverReady(() =>
  import('./overview-content.tsx').then((module) => ({ default: module.OverviewContent })),
);

/**
 * /lk/: the main car, the way to a service visit, bonus points, the latest orders. Its contents
 * only show what the loader sent: a static part, whose code (and the dates' formatting) loads
 * only when the browser renders it itself (new data by value, a navigation from another page).
 */
export function OverviewPage(data: OverviewData) {
  return (
    <LkPage title="Личный кабинет" user={data.user}>
      <StaticPart part={Content} props={data} version={JSON.stringify(data)} onAction={signOut} />
    </LkPage>
  );
}
