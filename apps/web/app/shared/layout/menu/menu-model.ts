import { brandLogoSrc, holdingExposes, menuLeafHref } from '@dealer/domain';
import type { HoldingFeature, HoldingId } from '@dealer/domain';
import type { MenuCategory, MenuData } from './menu-data.ts';

/** One entry of a menu once resolved: only built pages have an href (DESIGN 3). */
export interface MenuNode {
  label: string;
  href: string | null;
  /** Brand logo (SPEC 2.12: the default logo for mini and bmw). */
  logo?: string;
  /** Second-level entries (store and parts categories). */
  children?: readonly MenuNode[];
}

/** A resolved static entry: always a built page. */
export interface MenuLink {
  label: string;
  href: string;
}

/** A main section of the header navigation and of the side menu. */
export interface MenuSection extends MenuNode {
  /** The key the highlighting rule compares with the first path segment (SPEC 2.12). */
  key: string;
  /** Opens a mega-menu on hover (SPEC 2.11: every section but «Акции»). */
  hover: boolean;
  children: readonly MenuNode[];
}

/** A static entry: SPEC 2.12 leaf links are '/' + link + '/'. */
export interface LinkEntry {
  label: string;
  link: string;
  feature?: HoldingFeature;
}

type Dynamic = 'brands' | 'store' | 'parts';
interface SectionEntry extends LinkEntry {
  key: string;
  hover: boolean;
  children?: readonly LinkEntry[];
  dynamic?: Dynamic;
}

/** Returns the href of a built page for a path, or null (links.ts builtPath in the app). */
export type LinkOf = (path: string) => string | null;

export const CATALOG_LINKS: readonly LinkEntry[] = [
  { label: 'Новые автомобили', link: 'cars/new' },
  { label: 'Автомобили с пробегом', link: 'cars/used' },
  { label: 'Электромобили', link: 'electro' },
  { label: 'Мотоциклы', link: 'moto' },
  { label: 'Гидроциклы', link: 'jet-ski' },
  { label: 'Квадроциклы', link: 'atv' },
  { label: 'Коммерческий транспорт', link: 'commercial' },
  { label: 'Полуприцепы', link: 'commercial/semi-trailers', feature: 'header-semi-trailers' },
  { label: 'Распродажа', link: 'cars/sale' },
];

export const SERVICES_LINKS: readonly LinkEntry[] = [
  { label: 'Кредит', link: 'services/credit' },
  { label: 'Лизинг', link: 'services/leasing' },
  { label: 'Страхование', link: 'services/insurance' },
  { label: 'Трейд-ин', link: 'services/trade-in' },
  { label: 'Тест-драйв', link: 'services/testdrive' },
  { label: 'Подписка на автомобиль', link: 'services/subscription' },
  { label: 'Комиссионная продажа', link: 'services/commission' },
  { label: 'Корпоративным клиентам', link: 'services/corporate' },
  { label: 'Для автопарков', link: 'services/fleet' },
  { label: 'Коммерческий транспорт', link: 'services/commercial' },
  { label: 'Оплата услуг', link: 'services/pay' },
  { label: 'Дистанционное урегулирование убытков', link: 'services/remote_settlement_losses' },
];

export const SERVICE_LINKS: readonly LinkEntry[] = [
  { label: 'Запись на сервис', link: 'service/online' },
  { label: 'Техническое обслуживание', link: 'service/to' },
  { label: 'Кузовной ремонт', link: 'service/body-repair' },
  { label: 'Шиномонтаж', link: 'service/tire-service' },
  { label: 'Детейлинг', link: 'service/detaling' },
  { label: 'Дополнительное оборудование', link: 'service/optional' },
  { label: 'Сервис электромобилей', link: 'service/electro', feature: 'electro' },
  { label: 'Программа лояльности', link: 'service/loyalty-program' },
];

const SECTIONS: readonly SectionEntry[] = [
  { key: 'catalog', label: 'Каталог', link: 'cars', hover: true, children: CATALOG_LINKS },
  { key: 'brands', label: 'Бренды', link: 'brands', hover: true, dynamic: 'brands' },
  { key: 'actions', label: 'Акции', link: 'actions', hover: false },
  { key: 'services', label: 'Услуги', link: 'services', hover: true, children: SERVICES_LINKS },
  { key: 'service', label: 'Сервис', link: 'service', hover: true, children: SERVICE_LINKS },
  { key: 'parts', label: 'Запчасти', link: 'parts', hover: true, dynamic: 'parts' },
  { key: 'store', label: 'Аксессуары', link: 'store', hover: true, dynamic: 'store' },
];

/** SPEC 2.11 top links of the header (also listed in the side menu). */
export const TOP_LINKS: readonly LinkEntry[] = [
  { label: 'Новости', link: 'news' },
  { label: 'Дилерские центры', link: 'contacts' },
  { label: 'Гарантии', link: 'guaranty' },
  { label: 'О компании', link: 'about' },
];

function exposed(holdingId: HoldingId, entry: LinkEntry): boolean {
  return !entry.feature || holdingExposes(holdingId, entry.feature);
}

/** Static entries whose pages are built, as resolved nodes. */
export function resolveLinks(
  holdingId: HoldingId,
  entries: readonly LinkEntry[],
  linkOf: LinkOf,
): MenuLink[] {
  return entries.flatMap((entry) => {
    const href = exposed(holdingId, entry) ? linkOf(menuLeafHref(entry.link)) : null;
    return href ? [{ label: entry.label, href }] : [];
  });
}

/** SPEC 2.12: a category opens «Все» and its category links /{root}/{code}/{category}/. */
function categoryNodes(
  root: 'store' | 'parts',
  categories: readonly MenuCategory[],
  linkOf: LinkOf,
): MenuNode[] {
  return categories.flatMap((category) => {
    const href = linkOf(`/${root}/${category.code}/`);
    const subs = category.categories.flatMap((sub) => {
      const subHref = linkOf(`/${root}/${category.code}/${sub.code}/`);
      return subHref ? [{ label: sub.nameRu, href: subHref }] : [];
    });
    const children = href ? [{ label: 'Все', href }, ...subs] : subs;
    return href || children.length > 0 ? [{ label: category.nameRu, href, children }] : [];
  });
}

function dynamicChildren(kind: Dynamic, data: MenuData, linkOf: LinkOf): MenuNode[] {
  if (kind !== 'brands') return categoryNodes(kind, data[kind], linkOf);
  return data.brands.flatMap((brand) => {
    const href = linkOf(`/brands/${brand.code}/`);
    return href ? [{ label: brand.nameEn, href, logo: brandLogoSrc(brand.code, brand.logo) }] : [];
  });
}

/**
 * The main sections of SPEC 2.11 and 2.12 for a holding: entries of pages not built are absent,
 * a section with neither a page nor an entry is absent, and store and parts are removed when
 * the API has no categories for them.
 */
export function resolveMenu(holdingId: HoldingId, data: MenuData, linkOf: LinkOf): MenuSection[] {
  return SECTIONS.flatMap((section) => {
    if (
      (section.dynamic === 'store' || section.dynamic === 'parts') &&
      data[section.dynamic].length === 0
    )
      return [];
    const href = linkOf(menuLeafHref(section.link));
    const children = section.dynamic
      ? dynamicChildren(section.dynamic, data, linkOf)
      : resolveLinks(holdingId, section.children ?? [], linkOf);
    if (!href && children.length === 0) return [];
    return [{ key: section.key, label: section.label, href, hover: section.hover, children }];
  });
}
