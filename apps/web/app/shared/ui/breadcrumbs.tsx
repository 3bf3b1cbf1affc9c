import { serverReady } from './lazy.tsx';
import { StaticPart } from './static-part.tsx';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the current page (the last item). */
  href?: string;
}

const List = serverReady(() =>
  import('./breadcrumbs-list.tsx').then((module) => ({ default: module.BreadcrumbsList })),
);

/**
 * The path to the current page (BreadcrumbsList), server HTML the browser keeps: links only, so its
 * code loads just when the browser draws another path itself (StaticPart).
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const version = items.map((item) => `${item.href ?? ''} ${item.label}`).join('\n');
  return <StaticPart part={List} props={{ items }} styles={styles} version={version} />;
}
