import { data, redirect, type RouterContextProvider } from 'react-router';
import { bannerViews } from '../../shared/home-banners/banner-picture.ts';
import { field, moscow, readContentForm, uploadPicture } from './content.server.ts';
import { CONTENT_PAGE } from './content-path.ts';
import type { ContentFormState } from './content-types.ts';
import { officeOf, refusalOf } from './office.server.ts';

// The home page's banners in the back office (decision 0072): the form's loader and action, with
// the picture uploaded first (POST /reports/content-images) like the publications' covers.

type Context = Readonly<RouterContextProvider>;
type Params = { item?: string };
const missing = () => data(null, { status: 404, statusText: 'Баннер не найден' });

/** /reports/content/banners/{new|id}: the form, empty or with the banner. */
export async function loadBanner(request: Request, context: Context, params: Params) {
  const { api, staff } = await officeOf(request, context);
  const saved = new URL(request.url).searchParams.has('saved');
  if (params.item === 'new') return { staff, banner: null, saved };
  const banner = await api.get('/reports/banners/:id', {
    params: { id: Number(params.item) },
    optional: true,
  });
  if (!banner) throw missing();
  return { staff, banner, saved };
}

/** The preview: the banner as the home page's block draws it, whatever its state. */
export async function loadBannerPreview(request: Request, context: Context, params: Params) {
  const { banner } = await loadBanner(request, context, params);
  if (!banner) throw missing();
  return { banner: bannerViews([banner])[0] ?? { ...banner, srcSet: undefined } };
}

/** Save (create or update) or unpublish a banner. */
export async function bannerAction(request: Request, context: Context, params: Params) {
  const { api } = await officeOf(request, context);
  const read = await readContentForm(request);
  if (read.refused) return read.refused;
  const { form } = read;
  const id = params.item === 'new' ? null : Number(params.item);
  if (id !== null && field(form, 'intent') === 'unpublish') {
    const off = await api.post('/reports/banners/:id/unpublish', { params: { id } });
    if (off.status === 200)
      return data<ContentFormState>({ ok: true, message: 'Баннер снят с главной страницы' });
    const { status, refusal } = refusalOf(off);
    return data<ContentFormState>({ ok: false, ...refusal }, status);
  }
  const values = {
    title: field(form, 'title'),
    text: field(form, 'text'),
    image: field(form, 'image'),
    link: field(form, 'link'),
    position: field(form, 'position') || '0',
    state: field(form, 'state') === 'draft' ? ('draft' as const) : ('published' as const),
    publishAt: moscow(field(form, 'publishAt')),
    publishUntil: moscow(field(form, 'publishUntil')),
  };
  const picture = await uploadPicture(api, form, 'picture');
  if (picture?.ok === false)
    return data<ContentFormState>({ ok: false, ...picture.refusal, values }, picture.status);
  if (picture?.ok) values.image = picture.url;
  const saved = id
    ? await api.post('/reports/banners/:id', { params: { id }, body: values })
    : await api.post('/reports/banners', { body: values });
  if (saved.status === 200 && saved.body && 'id' in saved.body) {
    if (!id) throw redirect(`${CONTENT_PAGE}/banners/${saved.body.id}/?saved=1`);
    return data<ContentFormState>({ ok: true, message: 'Сохранено' });
  }
  const { status, refusal } = refusalOf(saved);
  // The address is the API's field; the form's is the file input that fills it.
  if (refusal.fields.image) refusal.fields.picture ??= refusal.fields.image;
  return data<ContentFormState>({ ok: false, ...refusal, values }, status);
}
