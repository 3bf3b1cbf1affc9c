import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { leadStateSchema, reportLeadsQuery, type LeadState } from '@dealer/contract';
import { LEAD_FORMS, STORE_ORDER_STATUSES, type StoreOrderStatus } from '@dealer/domain';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { officeOf, officePost, refusalOf } from './office.server.ts';
import type { DeskData, DeskFilters, LeadActionState } from './types.ts';

const PAGE_SIZE = 50;

/** The filters of the URL that the API accepts; a refused one is dropped and named. */
export function readFilters(url: URL): { filters: DeskFilters; error: string | null } {
  const read = (key: keyof DeskFilters) => (url.searchParams.get(key) ?? '').trim();
  const filters: DeskFilters = {
    dateFrom: read('dateFrom'),
    dateTo: read('dateTo'),
    formId: read('formId'),
    dealerId: read('dealerId'),
    city: read('city'),
    delivery: read('delivery'),
    state: read('state'),
    q: read('q'),
  };
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const parsed = reportLeadsQuery.safeParse({ holdingId: 1, ...given });
  if (parsed.success) return { filters, error: null };
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  if (typeof key === 'string' && key in filters) filters[key as keyof DeskFilters] = '';
  return { filters, error: issue?.message ?? 'Некорректный фильтр' };
}

export function filterQuery(filters: DeskFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** /reports/: the leads of the staff member's holding, filtered, with the chart's figures. */
export async function loadDesk(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<DeskData> {
  const url = new URL(request.url);
  const { api, staff } = await officeOf(request, context);
  const { filters, error } = readFilters(url);
  const query = filterQuery(filters);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const [list, stats, dealers] = await Promise.all([
    api.get('/reports/leads', { query: { ...query, page, pageSize: PAGE_SIZE } }),
    api.get('/reports/stats', { query }),
    api.get('/reports/dealers'),
  ]);
  return {
    staff,
    filters,
    filterError: error,
    leads: list?.items ?? [],
    total: list?.meta.page.total ?? 0,
    page,
    totalPages: list?.meta.page.totalPages ?? 0,
    stats: stats ?? null,
    dealers: dealers?.items ?? [],
    forms: LEAD_FORMS.map((form) => ({ id: form.id, subject: form.subject })),
    query: new URLSearchParams(query).toString(),
  };
}

/** /reports/{report}/: one lead of the staff member's scope; another dealership's is not found. */
export async function loadLead(
  request: Request,
  context: Readonly<RouterContextProvider>,
  report: string | undefined,
) {
  const path = new URL(request.url).pathname;
  if (!report || !/^[1-9]\d{0,8}$/.test(report)) throw notFound(path);
  const { api, staff } = await officeOf(request, context);
  const lead = await api.get('/reports/leads/:id', { params: { id: Number(report) } });
  if (!lead) throw notFound(path);
  return { staff, lead };
}

const leadStates = leadStateSchema.options;

/**
 * A lead's page posted: its state (taken, closed or returned) or its store order's (confirmed,
 * ready, handed over, cancelled); the API decides who may.
 */
export async function leadAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  report: string | undefined,
) {
  const path = new URL(request.url).pathname;
  if (!report || !/^[1-9]\d{0,8}$/.test(report)) throw notFound(path);
  const { api, form } = await officePost(request, context);
  const params = { id: Number(report) };
  const orderStatus = String(form.get('orderStatus') ?? '');
  if ((STORE_ORDER_STATUSES as readonly string[]).includes(orderStatus)) {
    const status = orderStatus as StoreOrderStatus;
    const answer = await api.post('/reports/leads/:id/order', { params, body: { status } });
    if (answer.status === 200) return data<LeadActionState>({ ok: true, orderStatus: status });
    const { status: code, refusal } = refusalOf(answer);
    return data<LeadActionState>({ ok: false, error: refusal.error }, code);
  }
  const state = String(form.get('state') ?? '');
  if (!(leadStates as readonly string[]).includes(state))
    return data<LeadActionState>({ ok: false, error: 'Выберите действие с заявкой' }, 400);
  const answer = await api.post('/reports/leads/:id/state', {
    params,
    body: { state: state as LeadState },
  });
  if (answer.status === 200) return data<LeadActionState>({ ok: true, state: state as LeadState });
  const { status, refusal } = refusalOf(answer);
  return data<LeadActionState>({ ok: false, error: refusal.error }, status);
}
