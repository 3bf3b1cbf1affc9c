import type { RouterContextProvider } from 'react-router';
import { adminOf } from './office.server.ts';

const ENTITIES = ['lead', 'review', 'booking', 'reception', 'staff', 'banner'] as const;

/** /reports/audit/: the holding's changes, newest first, by kind of record (administrators). */
export async function loadAudit(request: Request, context: Readonly<RouterContextProvider>) {
  const { api, staff } = await adminOf(request, context);
  const url = new URL(request.url);
  const given = url.searchParams.get('entity') ?? '';
  const entity = (ENTITIES as readonly string[]).includes(given) ? given : '';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const log = await api.get('/reports/audit', {
    query: { page, ...(entity ? { entity } : {}) },
  });
  return {
    staff,
    entity,
    entries: log?.items ?? [],
    page,
    totalPages: log?.meta.page.totalPages ?? 0,
  };
}
