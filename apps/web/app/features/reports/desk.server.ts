import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { reportLeadsQuery } from '@dealer/contract';
import { LEAD_FORMS } from '@dealer/domain';
import { siteContext } from '../../shared/site/context.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { requireStaff, staffApi } from './staff-session.server.ts';
import type { DeskData, DeskFilters } from './types.ts';

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

function forbidden() {
  return data(null, { status: 403, statusText: 'Недостаточно прав' });
}

/** /reports/: the leads of the staff member's holding, filtered, with the chart's figures. */
export async function loadDesk(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<DeskData> {
  const url = new URL(request.url);
  const api = staffApi(request, context);
  const staff = await requireStaff(request, api);
  const { holdingId } = context.get(siteContext);
  if (staff.holdingId !== null && staff.holdingId !== holdingId) throw forbidden();
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
  const api = staffApi(request, context);
  const staff = await requireStaff(request, api);
  const { holdingId } = context.get(siteContext);
  if (staff.holdingId !== null && staff.holdingId !== holdingId) throw forbidden();
  const lead = await api.get('/reports/leads/:id', { params: { id: Number(report) } });
  if (!lead) throw notFound(path);
  return { staff, lead };
}
