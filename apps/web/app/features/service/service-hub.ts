import type { SubPageLink } from './service-data.ts';

/** The drawing of each service on the services hub (service-icons.svg). */
const ICONS: Readonly<Record<string, string>> = {
  'services/credit': 'credit',
  'services/leasing': 'leasing',
  'services/insurance': 'insurance',
  'services/trade-in': 'trade-in',
  'services/testdrive': 'testdrive',
  'services/subscription': 'subscription',
  'services/yandex_split': 'split',
  'services/corporate': 'company',
  'services/fleet': 'truck',
  'services/commercial': 'truck',
  'services/commission': 'commission',
  'services/pay': 'pay',
};

/**
 * Pages about a service the hub shows under that service, not as services of their own (issue 29:
 * each service once): the insurance programmes and the credit company's own programme.
 */
const PART_OF: Readonly<Record<string, string>> = {
  'services/insurance-2': 'services/insurance',
  'services/about-insurances': 'services/insurance',
  'services/prolongatsiya': 'services/insurance',
  'services/remote_settlement_losses': 'services/insurance',
  'services/dom-avto-finance': 'services/credit',
};

const pathOf = (href: string) => href.replace(/^\/+|\/+$/g, '');

/**
 * The hub's tiles: each service once, with its icon, and the pages about it as links under it
 * (a page whose service is not built on the holding stays a tile of its own).
 */
export function hubTiles(children: readonly SubPageLink[]): SubPageLink[] {
  const paths = new Set(children.map((child) => pathOf(child.href)));
  const tiles = children
    .filter((child) => !paths.has(PART_OF[pathOf(child.href)] ?? ''))
    .map((child) => ({ ...child, icon: ICONS[pathOf(child.href)], related: [] as SubPageLink[] }));
  for (const child of children) {
    const owner = tiles.find((tile) => pathOf(tile.href) === PART_OF[pathOf(child.href)]);
    owner?.related.push({ title: child.title, href: child.href });
  }
  return tiles;
}
