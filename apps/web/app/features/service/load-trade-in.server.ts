import { data, type RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { loadServicePage } from './load-service.server.ts';
import type { ServicePageView } from './service-data.ts';

type Context = Readonly<RouterContextProvider>;

function notFound(url: URL): never {
  throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
}

/**
 * SPEC 2.7 /services/trade-in/{mark}/{model}: the trade-in page for one make or model; a make or
 * model the catalogue does not know is 404. The crumbs lead back through the trade-in page.
 */
export async function loadTradeInFor(
  context: Context,
  url: URL,
  mark: string,
  model?: string,
): Promise<{ view: ServicePageView; heading: string; car: { mark: string; model: string } }> {
  const api = context.get(apiContext);
  const [view, subject] = await Promise.all([
    loadServicePage(context, url, 'services/trade-in'),
    model
      ? api.get('/brands/:brand/:model', { params: { brand: mark, model } })
      : api.get('/brands/:brand', { params: { brand: mark } }),
  ]);
  if (!subject) notFound(url);
  const car = {
    mark: subject.brand.nameEn,
    model: 'model' in subject ? subject.model.name : '',
  };
  const name = car.model ? `${car.mark} ${car.model}` : car.mark;
  const tradeIn = builtHref(context.get(siteContext).holdingId, 'services-trade-in');
  const crumbs = view.crumbs.slice(0, -1);
  const heading = `Трейд-ин ${name}`;
  return {
    heading,
    car,
    view: {
      ...view,
      title: heading,
      description: `Обмен вашего автомобиля на ${name} с доплатой: оценка за 30 минут.`,
      crumbs: [...crumbs, { label: view.title, href: tradeIn ?? undefined }, { label: name }],
      children: [],
    },
  };
}
