import { errorCode, type BannerWrite } from '@dealer/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedPictureSize } from '../../../content/pictures.ts';
import {
  createBanner,
  officeBanner,
  officeBannerRow,
  officeBanners,
  updateBanner,
  type BannerRow,
  type BannerValues,
} from '../../../db/queries/content/banners.ts';
import { AppError } from '../../../errors.ts';
import type { FileStore } from '../../../files/index.ts';
import type { StaffPrincipal } from '../../../plugins/app/auth.ts';
import { noStore } from '../../../plugins/app/no-store.ts';
import { BANNER_ART_COUNT, BANNER_ART_SIZE } from '../../images/svg/banner-art.ts';
import { endpoint } from '../../endpoint.ts';
import { errorResponses } from '../../error-responses.ts';
import { editorOf } from './input.ts';

const tags = ['reports'];
const NOT_FOUND = 'Баннер не найден';
const readErrors = errorResponses(400, 401, 403, 404, 422);
const BANNER_ART = /^\/api\/v1\/images\/banners\/(\d{1,2})\.svg$/;

/** The picture's size: read from an uploaded picture, known for the generated art; else refused. */
async function pictureSize(files: FileStore, image: string) {
  const art = Number(BANNER_ART.exec(image)?.[1] ?? 0);
  if (art >= 1 && art <= BANNER_ART_COUNT) return BANNER_ART_SIZE;
  const size = await uploadedPictureSize(files, image);
  if (size) return size;
  const message = 'Загрузите картинку';
  throw new AppError(errorCode.invalidArgument, message, [{ field: 'image', message }]);
}

type Parsed = Omit<BannerWrite, 'publishAt' | 'publishUntil' | 'position'> & {
  position: number;
  publishAt: string | null;
  publishUntil: string | null;
};

async function bannerValues(
  files: FileStore,
  body: Parsed,
  now: Date,
  before?: BannerRow,
): Promise<BannerValues> {
  const { width, height } = await pictureSize(files, body.image);
  const publish = body.state === 'published';
  return {
    title: body.title,
    text: body.text,
    image: body.image,
    imageWidth: width,
    imageHeight: height,
    link: body.link,
    position: body.position,
    publishedAt: body.publishAt ? new Date(body.publishAt) : (before?.publishedAt ?? now),
    publishedUntil: body.publishUntil ? new Date(body.publishUntil) : null,
    isPublished: publish,
    // A withdrawn banner saved as a draft stays withdrawn in the list until it is published again.
    unpublishedAt: publish ? null : (before?.unpublishedAt ?? null),
  };
}

// The home page's banners in the back office (decision 0072): administrators and managers of the
// holding; each change and its audit row are one transaction, and the content signature moves.
const bannersOffice: FastifyPluginAsyncZod = async (plain) => {
  const fastify = plain.withTypeProvider<ZodTypeProvider>();
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);
  const clock = () => fastify.services.clock();
  const changeBy = (actor: StaffPrincipal, holdingId: number) => ({
    holdingId,
    actor,
    at: clock(),
  });
  const existing = async (holdingId: number, id: number) => {
    const row = await officeBannerRow(fastify.db, holdingId, id);
    if (!row) throw new AppError(errorCode.notFound, NOT_FOUND);
    return row;
  };

  fastify.route({
    ...endpoint(fastify, 'GET /reports/banners', {
      tags,
      summary: 'Баннеры главной страницы холдинга',
      description:
        'Все баннеры холдинга в порядке показа, с черновиками, запланированными и снятыми.',
      operationId: 'officeBanners',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      editorOf(request, holdingId);
      const now = clock();
      const rows = await officeBanners(fastify.db, holdingId);
      return { items: rows.map((row) => officeBanner(row, now)) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reports/banners/:id', {
      tags,
      summary: 'Баннер для правки',
      operationId: 'officeBanner',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      editorOf(request, holdingId);
      return officeBanner(await existing(holdingId, request.params.id), clock());
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/banners', {
      tags,
      summary: 'Создать баннер',
      description:
        'state: draft — черновик, published — показывать с publishAt (пусто — сразу) до publishUntil (пусто — без срока). image — адрес картинки, загруженной через POST /reports/content-images; link — адрес на сайте («/…») или https://….',
      operationId: 'createBanner',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = editorOf(request, holdingId);
      const now = clock();
      const values = await bannerValues(fastify.services.files, request.body, now);
      return officeBanner(await createBanner(fastify.db, values, changeBy(staff, holdingId)), now);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/banners/:id', {
      tags,
      summary: 'Изменить баннер',
      description: 'Как при создании.',
      operationId: 'updateBanner',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = editorOf(request, holdingId);
      const before = await existing(holdingId, request.params.id);
      const now = clock();
      const values = await bannerValues(fastify.services.files, request.body, now, before);
      const change = changeBy(staff, holdingId);
      return officeBanner(await updateBanner(fastify.db, before, values, 'update', change), now);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/banners/:id/unpublish', {
      tags,
      summary: 'Снять баннер с главной страницы',
      operationId: 'unpublishBanner',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = editorOf(request, holdingId);
      const before = await existing(holdingId, request.params.id);
      const now = clock();
      if (!before.isPublished && before.unpublishedAt) return officeBanner(before, now);
      const off = { isPublished: false, unpublishedAt: now };
      const change = changeBy(staff, holdingId);
      return officeBanner(await updateBanner(fastify.db, before, off, 'unpublish', change), now);
    },
  });
};

export default bannersOffice;
