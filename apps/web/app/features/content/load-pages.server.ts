import type { RouterContextProvider } from 'react-router';
import { cityName } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { loadShellData } from '../../shared/layout/shell-loader.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Adviser } from './content-data.ts';
import { pageHead } from './load-content.server.ts';
import { siteMapTree } from './site-map-tree.ts';

type Context = Readonly<RouterContextProvider>;

/** /faq: the holding's questions by section. */
export async function loadFaq(context: Context, url: URL) {
  const [faq, head] = await Promise.all([
    context.get(apiContext).get('/faq'),
    pageHead(context, url, {
      title: 'Вопросы и ответы',
      description: 'Ответы на частые вопросы о покупке, кредите, сервисе и гарантии.',
    }),
  ]);
  return { faq: faq ?? { sections: [] }, head };
}

/** /about/awards. */
export async function loadAwards(context: Context, url: URL) {
  const [awards, head] = await Promise.all([
    context.get(apiContext).get('/awards'),
    pageHead(context, url, {
      title: 'Награды',
      description: 'Награды и рейтинги дилерских центров компании.',
    }),
  ]);
  return { awards: awards?.items ?? [], head };
}

/** /about/advisers: the chosen city's advisers, grouped by dealership in the API's order. */
export async function loadAdvisers(context: Context, url: URL) {
  const { city } = context.get(siteContext);
  const [list, head] = await Promise.all([
    context.get(apiContext).get('/dealers/advisers', { query: { city } }),
    pageHead(context, url, {
      title: 'Наши консультанты',
      description: `Консультанты дилерских центров: ${cityName(city)}.`,
    }),
  ]);
  const groups = new Map<string, Adviser[]>();
  for (const adviser of list?.items ?? [])
    groups.set(adviser.dealer.name, [...(groups.get(adviser.dealer.name) ?? []), adviser]);
  return {
    head,
    cityName: cityName(city),
    groups: [...groups].map(([dealer, advisers]) => ({ dealer, advisers })),
  };
}

/** /sitemap: the menu's sections and the footer's columns as one tree. */
export async function loadSiteMap(context: Context, url: URL) {
  const [shell, head] = await Promise.all([
    loadShellData(context),
    pageHead(context, url, {
      title: 'Карта сайта',
      description: 'Все разделы сайта: каталог, услуги, сервис, о компании.',
    }),
  ]);
  const footer = shell.links.footer.map((column) => ({
    label: column.title,
    href: null,
    children: column.links,
  }));
  const policies = { label: 'Документы', href: null, children: shell.links.policies };
  return { head, tree: siteMapTree([...shell.menu, ...footer, policies]) };
}
