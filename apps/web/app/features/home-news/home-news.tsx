import { serverReady } from '../../shared/ui/lazy.tsx';
import { StaticPart } from '../../shared/ui/static-part.tsx';
import type { HomeNewsData } from './home-news-data.ts';
// The block's styles come with the home page's CSS; its code only when the browser renders it.
import styles from './home-news.module.css';

const Part = serverReady(() =>
  import('./home-news-part.tsx').then((module) => ({ default: module.HomeNewsPart })),
);

/**
 * The latest news on the home page (issue 30: a published item is there within 10 s, as on
 * /news/), a static part: the browser keeps the server's HTML and the home page's JavaScript
 * carries none of it.
 */
export function HomeNews({ data }: { data: HomeNewsData }) {
  if (data.items.length === 0) return null;
  return <StaticPart part={Part} props={{ data }} styles={styles} version={data} />;
}
