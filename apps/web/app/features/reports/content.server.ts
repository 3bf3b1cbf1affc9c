import { data, redirect, type RouterContextProvider } from 'react-router';
import { officeContentKindSchema, type OfficeContentKind } from '@dealer/contract';
import { LEAD_FILE_MAX_BYTES } from '@dealer/domain';
import { FormTooLarge, readFormWithin } from '../../shared/api/read-form.server.ts';
import { refuseCrossSite } from '../../shared/auth/same-origin.server.ts';
import { CONTENT_PAGE } from './content-path.ts';
import type { ContentFormState, ContentTab } from './content-types.ts';
import { adminOf, officeOf, refusalOf } from './office.server.ts';
import type { StaffApi } from './staff-session.server.ts';

type Context = Readonly<RouterContextProvider>;
const PER_PAGE = 20;
// One picture and the text of an article.
const FORM_MAX_BYTES = LEAD_FILE_MAX_BYTES + 512 * 1024;
const TOO_LARGE = 'Картинка больше 10 МБ';
const missing = () => data(null, { status: 404, statusText: 'Запись не найдена' });

function kindOf(raw: string | undefined | null): OfficeContentKind {
  const parsed = officeContentKindSchema.safeParse(raw ?? 'news');
  if (!parsed.success) throw missing();
  return parsed.data;
}

/** /reports/content/: one kind's items (or, for an administrator, the info pages). */
export async function loadContentList(request: Request, context: Context) {
  const url = new URL(request.url);
  const tab = (url.searchParams.get('kind') ?? 'news') as ContentTab;
  if (tab === 'pages') {
    const { api, staff } = await adminOf(request, context);
    const list = await api.get('/reports/pages');
    return { staff, tab, items: [], pages: list?.items ?? [], banners: [], page: 1, totalPages: 1 };
  }
  if (tab === 'banners') {
    const { api, staff } = await officeOf(request, context);
    const list = await api.get('/reports/banners');
    const banners = list?.items ?? [];
    return { staff, tab, items: [], pages: [], banners, page: 1, totalPages: 1 };
  }
  const kind = kindOf(tab);
  const { api, staff } = await officeOf(request, context);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const list = await api.get('/reports/content/:kind', {
    params: { kind },
    query: { page, perPage: PER_PAGE },
  });
  return {
    staff,
    tab: kind as ContentTab,
    items: list?.items ?? [],
    pages: [],
    banners: [],
    page,
    totalPages: list?.meta.page.totalPages ?? 0,
  };
}

type ItemParams = { kind?: string; item?: string };

/** /reports/content/{kind}/{new|id}: the form, empty or with the item. */
export async function loadContentItem(request: Request, context: Context, params: ItemParams) {
  const kind = kindOf(params.kind);
  const { api, staff } = await officeOf(request, context);
  if (params.item === 'new') return { staff, kind, item: null };
  const item = await api.get('/reports/content/:kind/:id', {
    params: { kind, id: Number(params.item) },
    optional: true,
  });
  if (!item) throw missing();
  return { staff, kind, item };
}

/** The preview: the item as its public page draws it. */
export async function loadContentPreview(request: Request, context: Context, params: ItemParams) {
  const loaded = await loadContentItem(request, context, params);
  if (!loaded.item) throw missing();
  return { ...loaded, item: loaded.item };
}

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

// A datetime-local field is Moscow time (the group's working clock).
export const moscow = (raw: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(raw) ? `${raw}:00+03:00` : raw;

/** A picture of the form (its file field), uploaded and resized by the API; null when none. */
type Upload = { ok: true; url: string } | ({ ok: false } & ReturnType<typeof refusalOf>) | null;

export async function uploadPicture(api: StaffApi, form: FormData, name: string): Promise<Upload> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return null;
  const body = new FormData();
  body.set('file', file, file.name);
  // The contract describes this multipart form for the OpenAPI document; the client sends it as is.
  const answer = await api.post('/reports/content-images', {
    body: body as unknown as { file: string },
  });
  if (answer.status === 200 && answer.body && 'url' in answer.body)
    return { ok: true, url: answer.body.url };
  return { ok: false, ...refusalOf(answer) };
}

/** The posted form read whole (a picture and the text), or the refusal a form past it gets. */
export async function readContentForm(request: Request) {
  refuseCrossSite(request);
  try {
    return { form: await readFormWithin(request, FORM_MAX_BYTES, TOO_LARGE) };
  } catch (error) {
    if (!(error instanceof FormTooLarge)) throw error;
    return { refused: data<ContentFormState>({ ok: false, error: TOO_LARGE, fields: {} }, 413) };
  }
}

/** Text with the picture put in it: the editor's HTML with the uploaded picture at its end. */
function withInline(body: string, inline: Upload, alt: string) {
  if (!inline?.ok) return body;
  const safeAlt = alt.replace(/[&<>"]/g, '');
  return `${body}<img src="${inline.url}" alt="${safeAlt}">`;
}

/** Save (create or update) or unpublish a publication. */
export async function contentItemAction(request: Request, context: Context, params: ItemParams) {
  const kind = kindOf(params.kind);
  const { api } = await officeOf(request, context);
  const read = await readContentForm(request);
  if (read.refused) return read.refused;
  const { form } = read;
  const id = params.item === 'new' ? null : Number(params.item);
  if (id !== null && field(form, 'intent') === 'unpublish') {
    const off = await api.post('/reports/content/:kind/:id/unpublish', { params: { kind, id } });
    if (off.status === 200)
      return data<ContentFormState>({ ok: true, message: 'Снято с публикации' });
    const { status, refusal } = refusalOf(off);
    return data<ContentFormState>({ ok: false, ...refusal }, status);
  }
  const values = {
    title: field(form, 'title'),
    slug: field(form, 'slug'),
    announce: field(form, 'announce'),
    body: field(form, 'body'),
    image: field(form, 'image'),
    state: field(form, 'state') === 'draft' ? ('draft' as const) : ('published' as const),
    publishAt: moscow(field(form, 'publishAt')),
    startsAt: moscow(field(form, 'startsAt')),
    endsAt: moscow(field(form, 'endsAt')),
    videoUrl: field(form, 'videoUrl'),
  };
  const cover = await uploadPicture(api, form, 'picture');
  const inline = await uploadPicture(api, form, 'inlinePicture');
  const failed = [cover, inline].find((upload) => upload?.ok === false);
  if (failed && !failed.ok)
    return data<ContentFormState>({ ok: false, ...failed.refusal, values }, failed.status);
  if (cover?.ok) values.image = cover.url;
  values.body = withInline(values.body, inline, values.title);
  const { slug, ...rest } = values;
  const body = slug ? values : rest;
  const saved = id
    ? await api.post('/reports/content/:kind/:id', { params: { kind, id }, body })
    : await api.post('/reports/content/:kind', { params: { kind }, body });
  if (saved.status === 200 && saved.body && 'id' in saved.body) {
    if (!id) throw redirect(`${CONTENT_PAGE}/${kind}/${saved.body.id}/?saved=1`);
    return data<ContentFormState>({ ok: true, message: 'Сохранено' });
  }
  const { status, refusal } = refusalOf(saved);
  return data<ContentFormState>({ ok: false, ...refusal, values }, status);
}

/** /reports/content/pages/{code}: an info page's form (administrators). */
export async function loadInfoPage(request: Request, context: Context, code: string) {
  const { api, staff } = await adminOf(request, context);
  const page = await api.get('/reports/pages/:code', {
    params: { code: code as never },
    optional: true,
  });
  if (!page) throw missing();
  return { staff, page };
}

export async function infoPageAction(request: Request, context: Context, code: string) {
  const { api } = await adminOf(request, context);
  const read = await readContentForm(request);
  if (read.refused) return read.refused;
  const { form } = read;
  const values = {
    title: field(form, 'title'),
    description: field(form, 'description'),
    body: field(form, 'body'),
  };
  const inline = await uploadPicture(api, form, 'inlinePicture');
  if (inline?.ok === false)
    return data<ContentFormState>({ ok: false, ...inline.refusal, values }, inline.status);
  values.body = withInline(values.body, inline, values.title);
  const saved = await api.post('/reports/pages/:code', {
    params: { code: code as never },
    body: values,
  });
  if (saved.status === 200) return data<ContentFormState>({ ok: true, message: 'Сохранено' });
  const { status, refusal } = refusalOf(saved);
  return data<ContentFormState>({ ok: false, ...refusal, values }, status);
}
