import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { holdingExposes } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { recordId, requireUser } from './session.server.ts';

type Context = Readonly<RouterContextProvider>;

// The loaders of the read pages: the customer first (the session may have ended elsewhere), then
// the page's records, all scoped to the token by the API.

export async function loadOverview(request: Request, context: Context) {
  const api = context.get(apiContext);
  const { holdingId } = context.get(siteContext);
  const [user, garage, orders, notifications, requests] = await Promise.all([
    requireUser(context, request),
    api.get('/lk/garage', { optional: true }),
    api.get('/lk/orders', { optional: true }),
    api.get('/lk/notifications', { optional: true }),
    api.get('/lk/requests', { optional: true }),
  ]);
  // The nearest booked visit: the day's earliest of the soonest day.
  const nextVisit =
    requests?.items
      .filter((item) => item.state === 'booked' && item.booking)
      .sort((a, b) =>
        `${a.booking?.date} ${a.booking?.time}`.localeCompare(
          `${b.booking?.date} ${b.booking?.time}`,
        ),
      )[0] ?? null;
  return {
    user,
    nextVisit,
    mainCar: garage?.items.find((car) => car.isMain) ?? null,
    orders: orders?.items.slice(0, 3) ?? [],
    unread: notifications?.unread ?? 0,
    loyalty: holdingExposes(holdingId, 'loyalty'),
    serviceHref: builtHref(holdingId, 'lk-service-registration'),
  };
}

export async function loadOrders(request: Request, context: Context) {
  const api = context.get(apiContext);
  const [user, orders, requests] = await Promise.all([
    requireUser(context, request),
    api.get('/lk/orders'),
    api.get('/lk/requests', { optional: true }),
  ]);
  return { user, orders: orders?.items ?? [], requests: requests?.items ?? null };
}

async function orderOf(request: Request, context: Context, value: string | undefined) {
  const id = recordId(value, request);
  const [user, order] = await Promise.all([
    requireUser(context, request),
    context.get(apiContext).get('/lk/orders/:id', { params: { id } }),
  ]);
  if (!order) throw notFound(new URL(request.url).pathname);
  return { user, order };
}

export async function loadOrder(request: Request, context: Context, id: string | undefined) {
  const found = await orderOf(request, context, id);
  // A purchase lives under /lk/orders/sales/{id}/.
  if (found.order.kind === 'sales') throw redirect(`/lk/orders/sales/${found.order.id}/`, 301);
  return found;
}

export async function loadSalesOrder(request: Request, context: Context, id: string | undefined) {
  const found = await orderOf(request, context, id);
  if (found.order.kind !== 'sales') throw notFound(new URL(request.url).pathname);
  return found;
}

export async function loadOrderWork(
  request: Request,
  context: Context,
  params: { order?: string; work?: string },
) {
  const { user, order } = await orderOf(request, context, params.order);
  const workId = recordId(params.work, request);
  const work = order.works.find((w) => w.id === workId);
  if (!work || order.kind === 'sales') throw notFound(new URL(request.url).pathname);
  return { user, order, work };
}

export async function loadInsurances(request: Request, context: Context) {
  const [user, list] = await Promise.all([
    requireUser(context, request),
    context.get(apiContext).get('/lk/insurances'),
  ]);
  return { user, items: list?.items ?? [] };
}

export async function loadInsurance(request: Request, context: Context, id: string | undefined) {
  const policyId = recordId(id, request);
  const [user, policy] = await Promise.all([
    requireUser(context, request),
    context.get(apiContext).get('/lk/insurances/:id', { params: { id: policyId } }),
  ]);
  if (!policy) throw notFound(new URL(request.url).pathname);
  return { user, policy };
}

export async function loadLoyalty(request: Request, context: Context) {
  const [user, loyalty] = await Promise.all([
    requireUser(context, request),
    context.get(apiContext).get('/lk/loyalty'),
  ]);
  return { user, loyalty: loyalty ?? null };
}
