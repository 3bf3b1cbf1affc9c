import { serverReady } from '../../shared/ui/lazy.tsx';
import { StaticPart, type ClassMap } from '../../shared/ui/static-part.tsx';
import type { HomeSectionsData } from './home-sections-data.ts';

const Part = serverReady(() =>
  import('./home-sections-part.tsx').then((module) => ({ default: module.HomeSectionsPart })),
);

/**
 * The home page below its catalogue (the latest news, why this holding, the areas) as a static
 * part drawn with the home page's classes: the browser keeps the server's HTML, and the home
 * page's JavaScript carries neither this code nor its texts (issue 30 added the news here: a
 * published item is on the home page within 10 s, as on /news/).
 */
export function HomeSections({ data, styles }: { data: HomeSectionsData; styles: ClassMap }) {
  return <StaticPart part={Part} props={{ data, styles }} version={data} />;
}
