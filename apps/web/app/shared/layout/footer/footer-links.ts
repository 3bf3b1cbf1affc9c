import type { HoldingId } from '@dealer/domain';
import { CATALOG_LINKS, resolveLinks, SERVICE_LINKS, SERVICES_LINKS } from '../menu/menu-model.ts';
import type { LinkEntry, LinkOf, MenuLink } from '../menu/menu-model.ts';

export interface FooterColumn {
  title: string;
  links: readonly MenuLink[];
}

const CATALOG: readonly LinkEntry[] = [
  ...CATALOG_LINKS,
  { label: 'Бренды', link: 'brands' },
  { label: 'Акции', link: 'actions' },
  { label: 'Запчасти', link: 'parts' },
  { label: 'Аксессуары', link: 'store' },
];

const SERVICES: readonly LinkEntry[] = [
  { label: 'Сервис', link: 'service' },
  ...SERVICE_LINKS.slice(0, 1),
  ...SERVICES_LINKS,
];

const ABOUT: readonly LinkEntry[] = [
  { label: 'О компании', link: 'about' },
  { label: 'История', link: 'about/history' },
  { label: 'Награды', link: 'about/awards' },
  { label: 'Наши консультанты', link: 'about/advisers' },
  { label: 'Карьера', link: 'about/career' },
  { label: 'Комплаенс', link: 'about/compliance' },
  { label: 'Дилерские центры', link: 'contacts' },
  { label: 'Отзывы', link: 'reviews' },
  { label: 'Новости', link: 'news' },
  { label: 'Блог', link: 'blog' },
  { label: 'Медиа', link: 'media' },
  { label: 'Гарантии', link: 'guaranty' },
  { label: 'Вопросы и ответы', link: 'faq' },
  { label: 'Инвесторам', link: 'investors' },
  { label: 'Мобильное приложение', link: 'mobileapp' },
  { label: 'Карта сайта', link: 'sitemap' },
];

const POLICIES: readonly LinkEntry[] = [
  { label: 'Пользовательское соглашение', link: 'terms-of-use' },
  { label: 'Согласие на обработку персональных данных', link: 'consent-to-processing' },
  { label: 'Использование файлов cookie', link: 'cookie' },
];

/** SPEC 2.13 accordion sections; a section without a built page is absent. */
export function footerColumns(holdingId: HoldingId, linkOf: LinkOf): FooterColumn[] {
  return [
    { title: 'Каталог', links: resolveLinks(holdingId, CATALOG, linkOf) },
    { title: 'Услуги', links: resolveLinks(holdingId, SERVICES, linkOf) },
    { title: 'О компании', links: resolveLinks(holdingId, ABOUT, linkOf) },
  ].filter((column) => column.links.length > 0);
}

/** SPEC 2.13 policy links, built pages only. */
export function policyLinks(holdingId: HoldingId, linkOf: LinkOf): MenuLink[] {
  return resolveLinks(holdingId, POLICIES, linkOf);
}
