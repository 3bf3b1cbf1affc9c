import { data } from 'react-router';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import type { Adviser } from '@dealer/contract';
import { cityName, formatWorkingHours, parseCityCode } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { env } from '../../shared/config/env.server.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { dealerSummary } from './contacts-data.ts';
import type { DealerSummary } from './contacts-data.ts';
import { jsonLdText } from '../../shared/site/json-ld.ts';
import { dealerJsonLd } from './dealer-json-ld.ts';

export interface AdviserCard {
  code: string;
  name: string;
  position: string;
  department: string;
  phone: string;
  email: string | null;
  photo: string | null;
  experienceYears: number;
  about: string;
  href: string | null;
}

export interface DealerPageData {
  dealer: DealerSummary & {
    phones: string[];
    email: string | null;
    description: string;
    departments: { code: string; name: string; phone: string; hours: string }[];
    rating: { average: number; count: number };
    vehicleCount: number;
  };
  advisers: AdviserCard[];
  advisersHref: string | null;
  reviewsHref: string | null;
  crumbs: BreadcrumbItem[];
  /** The dealer page's absolute address. */
  canonical: string;
  mapsScriptUrl: string | null;
  jsonLd: string;
  meta: MetaDescriptor[];
}

const notFound = (url: URL) =>
  data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });

function cityOf(code: string, url: URL): CityCode {
  const city = parseCityCode(code);
  if (!city) throw notFound(url);
  return city;
}

export function adviserCard(adviser: Adviser, href: string | null): AdviserCard {
  return {
    code: adviser.code,
    name: [adviser.lastName, adviser.firstName, adviser.middleName].filter(Boolean).join(' '),
    position: adviser.position,
    department: adviser.department,
    phone: adviser.phone,
    email: adviser.email,
    photo: adviser.photo,
    experienceYears: adviser.experienceYears,
    about: adviser.about,
    href,
  };
}

/** SPEC 2.5 /contacts/{city}/{dealer}/ and its advisers: the dealer with departments and people. */
export async function loadDealer(
  context: Readonly<RouterContextProvider>,
  url: URL,
  params: { code: string; dealer: string },
): Promise<DealerPageData> {
  const { holdingId } = context.get(siteContext);
  const city = cityOf(params.code, url);
  const detail = await context
    .get(apiContext)
    .get('/dealers/:city/:code', { params: { city, code: params.dealer } });
  if (!detail) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const link = { code: city, dealer: detail.code };
  const href = builtHref(holdingId, 'contacts-code-dealer', link);
  const canonical = `${publicOrigin(context)}${href ?? url.pathname}`;
  const phones = [...new Set([detail.phone, ...detail.phones])];
  const hours = formatWorkingHours(detail.workingHours);
  return {
    dealer: {
      ...dealerSummary(detail, href),
      phones,
      email: detail.email,
      description: detail.description,
      departments: detail.departments.map((dep) => ({
        code: dep.code,
        name: dep.name,
        phone: dep.phone,
        hours: formatWorkingHours(dep.workingHours),
      })),
      rating: detail.rating,
      vehicleCount: detail.vehicleCount,
    },
    advisers: detail.advisers.map((a) =>
      adviserCard(
        a,
        builtHref(holdingId, 'contacts-code-dealer-advisers-adviser', { ...link, adviser: a.code }),
      ),
    ),
    advisersHref: builtHref(holdingId, 'contacts-code-dealer-advisers', link),
    reviewsHref: builtHref(holdingId, 'reviews-dealer-code', { dealerCode: detail.code }),
    crumbs: [
      { label: 'Главная', href: '/' },
      { label: 'Контакты', href: builtHref(holdingId, 'contacts') ?? undefined },
      {
        label: cityName(city),
        href: builtHref(holdingId, 'contacts-code', { code: city }) ?? undefined,
      },
      { label: detail.name, href: href ?? undefined },
    ],
    canonical,
    mapsScriptUrl: env.mapsScriptUrl,
    jsonLd: jsonLdText(dealerJsonLd(detail, canonical)),
    meta: [
      { title: `${detail.name}: адрес, телефон и часы работы` },
      {
        name: 'description',
        content: `${detail.name}, ${detail.address}. ${hours}. Телефон ${detail.phone}.`,
      },
      { tagName: 'link', rel: 'canonical', href: canonical },
    ],
  };
}

/** /contacts/{city}/{dealer}/advisers/: the dealer's advisers. */
export async function loadAdvisers(
  context: Readonly<RouterContextProvider>,
  url: URL,
  params: { code: string; dealer: string },
) {
  const { dealer, advisers, crumbs, canonical } = await loadDealer(context, url, params);
  const title = `Консультанты: ${dealer.name}`;
  return {
    dealerName: dealer.name,
    dealerPhone: dealer.phone,
    advisers,
    crumbs: [...crumbs, { label: 'Консультанты' }] satisfies BreadcrumbItem[],
    meta: [
      { title },
      {
        name: 'description',
        content: `Консультанты дилерского центра ${dealer.name}: отделы, телефоны и отзывы.`,
      },
      { tagName: 'link', rel: 'canonical', href: `${canonical}advisers/` },
    ] satisfies MetaDescriptor[],
  };
}

/** /contacts/{city}/{dealer}/advisers/{adviser}/: one adviser of the dealer. */
export async function loadAdviser(
  context: Readonly<RouterContextProvider>,
  url: URL,
  params: { code: string; dealer: string; adviser: string },
) {
  const { holdingId } = context.get(siteContext);
  const city = cityOf(params.code, url);
  const found = await context.get(apiContext).get('/dealers/:city/:code/advisers/:adviser', {
    params: { city, code: params.dealer, adviser: params.adviser },
  });
  if (!found) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const link = { code: city, dealer: found.dealer.code };
  const dealerHref = builtHref(holdingId, 'contacts-code-dealer', link);
  const advisersHref = builtHref(holdingId, 'contacts-code-dealer-advisers', link);
  const adviser = adviserCard(found, null);
  const own = builtHref(holdingId, 'contacts-code-dealer-advisers-adviser', {
    ...link,
    adviser: found.code,
  });
  const canonical = `${publicOrigin(context)}${own ?? url.pathname}`;
  return {
    adviser,
    dealer: { name: found.dealer.name, href: dealerHref },
    reviewsHref: builtHref(holdingId, 'reviews-dealer-code-employee-code', {
      dealerCode: found.dealer.code,
      employeeCode: found.code,
    }),
    crumbs: [
      { label: 'Главная', href: '/' },
      { label: 'Контакты', href: builtHref(holdingId, 'contacts') ?? undefined },
      { label: found.dealer.name, href: dealerHref ?? undefined },
      { label: 'Консультанты', href: advisersHref ?? undefined },
      { label: adviser.name },
    ] satisfies BreadcrumbItem[],
    meta: [
      { title: `${adviser.name}, ${adviser.position.toLowerCase()} — ${found.dealer.name}` },
      { name: 'description', content: adviser.about || adviser.position },
      { tagName: 'link', rel: 'canonical', href: canonical },
    ] satisfies MetaDescriptor[],
  };
}
