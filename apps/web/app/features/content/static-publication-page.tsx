import { serverReady } from '../../shared/ui/lazy.tsx';
import { StaticPart } from '../../shared/ui/static-part.tsx';
import type { PublicationView } from './publication-page.tsx';
// The page's styles come with the route's CSS; its code only when the browser renders it itself.
import './content.module.css?styles-only';

const Publication = serverReady(() =>
  import('./publication-page.tsx').then((module) => ({ default: module.PublicationPage })),
);

/**
 * A publication (/news/{id} and its kin) as a static part: it only shows what the loader sent (its
 * links are the part's Links), so the browser keeps the server's HTML and loads the page's code
 * only to render another publication itself (issue 29: the news item's JavaScript budget).
 */
export function StaticPublicationPage({ view }: { view: PublicationView }) {
  return <StaticPart part={Publication} props={{ view }} version={view} />;
}
