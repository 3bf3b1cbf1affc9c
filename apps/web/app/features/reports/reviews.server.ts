import { data, type RouterContextProvider } from 'react-router';
import { officeOf, officePost, refusalOf } from './office.server.ts';
import type { ReviewActionState } from './types.ts';

type Context = Readonly<RouterContextProvider>;
const PER_PAGE = 20;

/** /reports/reviews/: the visitors' reviews waiting for a decision, oldest first. */
export async function loadReviews(request: Request, context: Context) {
  const { api, staff } = await officeOf(request, context);
  const page = Math.max(
    1,
    Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1),
  );
  const list = await api.get('/reports/reviews', { query: { page, perPage: PER_PAGE } });
  return {
    staff,
    reviews: list?.items ?? [],
    total: list?.meta.page.total ?? 0,
    page,
    totalPages: list?.meta.page.totalPages ?? 0,
  };
}

/** Publish (with the dealer's answer) or reject (with the reason) one review. */
export async function reviewAction(request: Request, context: Context) {
  const { api, form } = await officePost(request, context);
  const id = Number(form.get('id'));
  const decision = form.get('decision');
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (!Number.isInteger(id) || id < 1 || (decision !== 'publish' && decision !== 'reject'))
    return data<ReviewActionState>(
      { ok: false, id: 0, error: 'Выберите отзыв и решение', fields: {} },
      400,
    );
  const answer = text('answer');
  const reason = text('reason');
  const sent = await api.post('/reports/reviews/:id', {
    params: { id },
    body: {
      decision,
      ...(answer ? { answer } : {}),
      ...(decision === 'reject' && reason ? { reason } : {}),
    },
  });
  if (sent.status === 200) return data<ReviewActionState>({ ok: true, id, decision });
  const { status, refusal } = refusalOf(sent);
  return data<ReviewActionState>({ ok: false, id, ...refusal, values: { answer, reason } }, status);
}
