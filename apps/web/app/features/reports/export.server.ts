import type { RouterContextProvider } from 'react-router';
import type { ReportLead } from '@dealer/contract';
import { moscowWallClock } from '@dealer/domain';
import { siteContext } from '../../shared/site/context.ts';
import { leadsCsv } from './csv.ts';
import { filterQuery, readFilters } from './desk.server.ts';
import { requireStaff, staffApi } from './staff-session.server.ts';

const PAGE_SIZE = 200;
// Enough for months of one holding's leads; a larger export narrows the period first.
const MAX_PAGES = 100;

/** /reports/export/: the filtered list as a CSV file, every page of it. */
export async function loadExport(request: Request, context: Readonly<RouterContextProvider>) {
  const api = staffApi(request, context);
  const staff = await requireStaff(request, api);
  const { holdingId } = context.get(siteContext);
  if (staff.holdingId !== null && staff.holdingId !== holdingId)
    return new Response('Недостаточно прав', { status: 403 });
  const { filters, error } = readFilters(new URL(request.url));
  if (error) return new Response(error, { status: 400 });
  const query = filterQuery(filters);
  const leads: ReportLead[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await api.get('/reports/leads', {
      query: { ...query, page, pageSize: PAGE_SIZE },
    });
    if (!list) return new Response('Сервис временно недоступен', { status: 502 });
    leads.push(...list.items);
    if (page >= list.meta.page.totalPages) break;
  }
  const day = moscowWallClock(Date.now()).slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${holdingId}-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
