import multipart from '@fastify/multipart';
import {
  errorCode,
  infoPageCodes,
  type InfoPageCode,
  type OfficeContentKind,
} from '@dealer/contract';
import { LEAD_FILE_MAX_BYTES } from '@dealer/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { storePicture } from '../../../content/pictures.ts';
import { blocksHtml, richTextBlocks } from '../../../content/rich-text.ts';
import {
  createPublication,
  officeCard,
  officePublication,
  officePublicationRow,
  officePublications,
  updatePublication,
} from '../../../db/queries/content/office.ts';
import { officePages, writeInfoPage } from '../../../db/queries/content/office-pages.ts';
import { findStaticPage } from '../../../db/queries/content/pages.ts';
import { AppError } from '../../../errors.ts';
import type { StaffPrincipal } from '../../../plugins/app/auth.ts';
import { noStore } from '../../../plugins/app/no-store.ts';
import { endpoint } from '../../endpoint.ts';
import { errorResponses } from '../../error-responses.ts';
import { pageMeta } from '../../page-meta.ts';
import { receiveOneFile } from '../../lead/upload.ts';
import { checkMayChange, editorOf, pageEditorOf, publicationValues } from './input.ts';

const tags = ['reports'];
const NOT_FOUND = 'Запись не найдена';
const readErrors = errorResponses(400, 401, 403, 404, 422);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

type PageRow = Awaited<ReturnType<typeof findStaticPage>>;
const pageAnswer = (code: InfoPageCode, row: PageRow) => ({
  code,
  title: row?.title ?? '',
  description: row?.description ?? '',
  body: blocksHtml(row?.blocks ?? []),
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

// The content editors of the back office (issue 30 item 4, decision 0068). Every change and its
// audit row are one transaction; the public pages follow through GET /content/signature.
const contentOffice: FastifyPluginAsyncZod = async (plain) => {
  const fastify = plain.withTypeProvider<ZodTypeProvider>();
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);
  // One picture at a time, with the lead files' limit (10 MB).
  await fastify.register(multipart, {
    limits: { fileSize: LEAD_FILE_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1000 },
  });
  const clock = () => fastify.services.clock();
  const answer = (row: Parameters<typeof officePublication>[0]) =>
    officePublication(row, clock(), blocksHtml);
  const changeBy = (actor: StaffPrincipal, holdingId: number) => ({
    holdingId,
    actor,
    at: clock(),
  });
  const existing = async (holdingId: number, kind: OfficeContentKind, id: number) => {
    const row = await officePublicationRow(fastify.db, holdingId, kind, id);
    if (!row) throw new AppError(errorCode.notFound, NOT_FOUND);
    return row;
  };

  fastify.route({
    ...endpoint(fastify, 'GET /reports/content/:kind', {
      tags,
      summary: 'Новости, акции, блог или медиа холдинга',
      description:
        'Записи холдинга и общие записи обоих холдингов, новые первыми, с черновиками и запланированными.',
      operationId: 'officePublications',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId, page, perPage } = request.query;
      editorOf(request, holdingId);
      const list = await officePublications(
        fastify.db,
        holdingId,
        request.params.kind,
        page,
        perPage,
      );
      return {
        items: list.rows.map((row) => officeCard(row, clock())),
        meta: pageMeta(page, perPage, list.total),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reports/content/:kind/:id', {
      tags,
      summary: 'Запись для правки',
      operationId: 'officePublication',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      editorOf(request, holdingId);
      return answer(await existing(holdingId, request.params.kind, request.params.id));
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/content/:kind', {
      tags,
      summary: 'Создать запись',
      description:
        'state: draft — черновик, published — опубликовать с publishAt (пусто — сразу; в будущем — по расписанию). body — HTML редактора: он очищается (sanitize-html) и хранится блоками. Адрес (slug) по заголовку, если не задан; занятый — 409.',
      operationId: 'createPublication',
      errors: writeErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = editorOf(request, holdingId);
      const { kind } = request.params;
      const values = await publicationValues(fastify.db, kind, request.body, clock());
      return answer(await createPublication(fastify.db, kind, values, changeBy(staff, holdingId)));
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/content/:kind/:id', {
      tags,
      summary: 'Изменить запись',
      description:
        'Как при создании. Общую запись обоих холдингов меняет только администратор обоих холдингов.',
      operationId: 'updatePublication',
      errors: writeErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = editorOf(request, holdingId);
      const { kind, id } = request.params;
      const before = await existing(holdingId, kind, id);
      checkMayChange(staff, before);
      const values = await publicationValues(fastify.db, kind, request.body, clock(), id);
      const change = changeBy(staff, holdingId);
      return answer(await updatePublication(fastify.db, before, values, 'update', change));
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/content/:kind/:id/unpublish', {
      tags,
      summary: 'Снять запись с публикации',
      operationId: 'unpublishPublication',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = editorOf(request, holdingId);
      const before = await existing(holdingId, request.params.kind, request.params.id);
      checkMayChange(staff, before);
      if (!before.isPublished) return answer(before);
      const off = { isPublished: false };
      const change = changeBy(staff, holdingId);
      return answer(await updatePublication(fastify.db, before, off, 'unpublish', change));
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/content-images', {
      tags,
      summary: 'Загрузить картинку для записи или страницы',
      description:
        'multipart/form-data, один файл в поле file: JPG или PNG до 10 МБ. Картинка уменьшается на сервере до 1600 пикселей по большей стороне и хранится как WebP; ответ — её адрес.',
      operationId: 'uploadContentImage',
      consumes: ['multipart/form-data'],
      errors: errorResponses(400, 401, 403, 413, 415),
    }),
    validatorCompiler: (route) =>
      route.httpPart === 'body'
        ? () => ({ value: undefined })
        : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    handler: async (request) => {
      editorOf(request, request.query.holdingId);
      const { files } = fastify.services;
      const { spooled } = await receiveOneFile(request, files.spoolDir);
      return storePicture(files, spooled);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reports/pages', {
      tags,
      summary: 'Информационные страницы',
      description: 'Страницы из SPEC 2.3, которые правит администратор холдинга.',
      operationId: 'officeInfoPages',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      pageEditorOf(request, holdingId);
      const shown = await officePages(fastify.db, holdingId, infoPageCodes);
      return {
        items: infoPageCodes.map((code) => {
          const row = shown.get(code);
          return {
            code,
            title: row?.title ?? code,
            updatedAt: row?.updatedAt.toISOString() ?? null,
          };
        }),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reports/pages/:code', {
      tags,
      summary: 'Информационная страница для правки',
      operationId: 'officeInfoPage',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      pageEditorOf(request, holdingId);
      const { code } = request.params;
      return pageAnswer(code, await findStaticPage(fastify.db, holdingId, code));
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/pages/:code', {
      tags,
      summary: 'Изменить информационную страницу',
      description:
        'Правка пишется в страницу этого холдинга; общая страница остаётся другому холдингу. body — HTML редактора, очищается и хранится блоками.',
      operationId: 'writeInfoPage',
      errors: readErrors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = pageEditorOf(request, holdingId);
      const { code } = request.params;
      const { title, description, body } = request.body;
      const values = { title, description, blocks: richTextBlocks(body) };
      const change = changeBy(staff, holdingId);
      return pageAnswer(code, await writeInfoPage(fastify.db, code, values, change));
    },
  });
};

export default contentOffice;
