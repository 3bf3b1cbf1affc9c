import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { recordIdParams, stockFeedBodySchema } from '@dealer/contract';
import { siteContext } from '../../shared/site/context.ts';
import { requireStaff, staffApi } from './staff-session.server.ts';
import { IMPORT_PAGE } from './import-path.ts';
import type { ImportActionState, ImportData } from './import-types.ts';

type Context = Readonly<RouterContextProvider>;

// The API reads the feed as it arrives and writes it in one transaction: minutes at most.
const UPLOAD_TIMEOUT_MS = 300_000;

async function staffOfHolding(request: Request, context: Context) {
  const api = staffApi(request, context);
  const staff = await requireStaff(request, api);
  const { holdingId } = context.get(siteContext);
  if (staff.holdingId !== null && staff.holdingId !== holdingId)
    throw data(null, { status: 403, statusText: 'Недостаточно прав' });
  return { api, staff };
}

/** /reports/import/: the dealers with their feed addresses, the latest imports, one report. */
export async function loadImports(request: Request, context: Context): Promise<ImportData> {
  const { api, staff } = await staffOfHolding(request, context);
  const url = new URL(request.url);
  const reportId = recordIdParams.safeParse({ id: url.searchParams.get('report') });
  const [list, report] = await Promise.all([
    api.get('/reports/stock-import'),
    reportId.success
      ? api.get('/reports/stock-import/:id', { params: { id: reportId.data.id }, optional: true })
      : undefined,
  ]);
  return {
    staff,
    dealers: list?.dealers ?? [],
    imports: list?.imports ?? [],
    report: report ?? null,
  };
}

const messageOf = (body: unknown, fallback: string) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : fallback;

/**
 * An uploaded feed goes on to the API as it arrives, and the page shows its report; the feed
 * address form is a short form read here.
 */
export async function importAction(request: Request, context: Context): Promise<ImportActionState> {
  const { api } = await staffOfHolding(request, context);
  const type = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type) && request.body) {
    // The contract describes the multipart form for the OpenAPI document; the body goes as it came.
    const answer = await api.post('/reports/stock-import', {
      stream: { body: request.body, contentType: type, timeoutMs: UPLOAD_TIMEOUT_MS },
    } as never);
    if (answer.status === 200 && answer.body && 'id' in answer.body)
      throw redirect(`${IMPORT_PAGE}/?report=${answer.body.id}`);
    return {
      form: 'upload',
      error:
        answer.status === 0
          ? 'Сервер не ответил. Попробуйте ещё раз через минуту.'
          : messageOf(answer.body, 'Фид не загружен'),
    };
  }
  const form = await request.formData();
  const parsed = stockFeedBodySchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return { form: 'feed', error: parsed.error.issues[0]?.message ?? 'Проверьте адрес фида' };
  const answer = await api.post('/reports/stock-import/feed', { body: parsed.data });
  if (answer.status !== 200)
    return { form: 'feed', error: messageOf(answer.body, 'Адрес фида не сохранён') };
  return { form: 'feed', error: null, saved: parsed.data.dealerId };
}
