import { data } from 'react-router';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import type { VcardLang } from './vcard.server.ts';

// The page's own words per language: the profile pages are made for foreign partners too.
const WORDS = {
  ru: {
    card: 'Скачать визитку (vCard)',
    phone: 'Телефон',
    email: 'Почта',
    dealer: 'Дилерский центр',
  },
  en: {
    card: 'Download business card (vCard)',
    phone: 'Phone',
    email: 'E-mail',
    dealer: 'Dealership',
  },
  cn: { card: '下载电子名片 (vCard)', phone: '电话', email: '电子邮件', dealer: '经销商' },
} as const;
const HTML_LANG = { ru: 'ru', en: 'en', cn: 'zh' } as const;
const PAGE_ROUTE = { ru: 'i-person', en: 'i-en-person', cn: 'i-cn-person' } as const;

/** SPEC 2.3 /i/{person}, /i/en/{person}, /i/cn/{person}: a named staff member with their card. */
export async function loadPerson(
  context: Readonly<RouterContextProvider>,
  url: URL,
  person: string,
  lang: VcardLang,
) {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(person))
    throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
  const { holdingId } = context.get(siteContext);
  const found = await context
    .get(apiContext)
    .get('/codes/people/:person', { params: { person }, query: { lang } });
  if (!found) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const name = `${found.firstName} ${found.lastName}`;
  const vcardHref =
    lang === 'ru'
      ? builtHref(holdingId, 'vcard-code', { code: found.vcardCode })
      : builtHref(holdingId, 'vcard-lang-code', { lang, code: found.vcardCode });
  const dealerHref =
    lang === 'ru'
      ? builtHref(holdingId, 'contacts-code-dealer', {
          code: found.dealer.city,
          dealer: found.dealer.code,
        })
      : null;
  const languages = (['ru', 'en', 'cn'] as const)
    .filter((other) => other !== lang)
    .map((other) => ({
      lang: other,
      label: { ru: 'Русский', en: 'English', cn: '中文' }[other],
      href: builtHref(holdingId, PAGE_ROUTE[other], { person }),
    }))
    .filter((l): l is { lang: VcardLang; label: string; href: string } => l.href !== null);
  const own = builtHref(holdingId, PAGE_ROUTE[lang], { person });
  const canonical = `${publicOrigin(context)}${own ?? url.pathname}`;
  return {
    person: found,
    name,
    htmlLang: HTML_LANG[lang],
    words: WORDS[lang],
    vcardHref,
    dealerHref,
    languages,
    meta: [
      { title: `${name} — ${found.position}, ${found.company}` },
      { name: 'description', content: `${name}, ${found.position}. ${found.dealer.name}.` },
      { tagName: 'link', rel: 'canonical', href: canonical },
    ] satisfies MetaDescriptor[],
  };
}
