import { data } from 'react-router';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import { cityName, parseCityCode } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { env } from '../../shared/config/env.server.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { dealerSummary, filterValues } from './contacts-data.ts';
import type { DealerSummary, FilterOption } from './contacts-data.ts';

export const CONTACTS_QUERY = { brand: 'brand', department: 'department' } as const;

export interface ContactsData {
  title: string;
  crumbs: BreadcrumbItem[];
  city: CityCode;
  dealers: DealerSummary[];
  brands: FilterOption[];
  departments: FilterOption[];
  /** The maps script with its key, or null: no key, no map (SPEC 5). */
  mapsScriptUrl: string | null;
  meta: MetaDescriptor[];
}

const notFound = (url: URL) =>
  data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });

/**
 * SPEC 2.5 /contacts/ and /contacts/{city}/: the dealers of the city (the city-contacts guard set it
 * from the path or the visitor's choice), narrowed by brand and department from the URL.
 */
export async function loadContacts(
  context: Readonly<RouterContextProvider>,
  url: URL,
  code?: string,
): Promise<ContactsData> {
  const site = context.get(siteContext);
  const city = code === undefined ? site.city : parseCityCode(code);
  if (!city) throw notFound(url);
  const api = context.get(apiContext);
  const all = (await api.get('/dealers', { query: { city } }))?.items;
  if (!all) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const values = filterValues(all);
  const brand = pick(url, CONTACTS_QUERY.brand, values.brands);
  const department = pick(url, CONTACTS_QUERY.department, values.departments);
  const narrowed =
    brand || department
      ? ((
          await api.get('/dealers', {
            query: { city, markCode: brand ?? undefined, department: department ?? undefined },
          })
        )?.items ?? [])
      : all;
  const base = builtHref(site.holdingId, 'contacts-code', { code: city }) ?? url.pathname;
  const option =
    (key: string, current: string | null, other: string | null, otherKey: string) =>
    (value: { code: string | null; label: string }): FilterOption => {
      const query = new URLSearchParams();
      if (value.code) query.set(key, value.code);
      if (other) query.set(otherKey, other);
      const search = query.toString();
      return {
        code: value.code ?? '',
        label: value.label,
        href: search ? `${base}?${search}` : base,
        current: value.code === current,
      };
    };
  const title = `Контакты дилерских центров в ${cityName(city, 'prepositional')}`;
  const canonical = `${publicOrigin(context)}${base}`;
  return {
    title,
    city,
    crumbs: [
      { label: 'Главная', href: '/' },
      { label: 'Контакты', href: builtHref(site.holdingId, 'contacts') ?? undefined },
      { label: cityName(city) },
    ],
    dealers: narrowed.map((d) =>
      dealerSummary(
        d,
        builtHref(site.holdingId, 'contacts-code-dealer', { code: city, dealer: d.code }),
      ),
    ),
    brands: [{ code: null, label: 'Все марки' }, ...values.brands].map(
      option(CONTACTS_QUERY.brand, brand, department, CONTACTS_QUERY.department),
    ),
    departments: [{ code: null, label: 'Все отделы' }, ...values.departments].map(
      option(CONTACTS_QUERY.department, department, brand, CONTACTS_QUERY.brand),
    ),
    mapsScriptUrl: env.mapsScriptUrl,
    meta: [
      { title },
      {
        name: 'description',
        content: `Адреса, телефоны и часы работы дилерских центров в ${cityName(city, 'prepositional')}: отделы продаж, сервис, запасные части.`,
      },
      { tagName: 'link', rel: 'canonical', href: canonical },
    ],
  };
}

/** A filter value from the URL when the city's dealers know it; anything else reads as no filter. */
function pick(url: URL, key: string, known: readonly { code: string }[]): string | null {
  const value = url.searchParams.get(key);
  return value && known.some((k) => k.code === value) ? value : null;
}
