import multipart from '@fastify/multipart';
import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  dealerForStaff,
  dealersWithFeeds,
  importInScope,
  listImports,
  setFeed,
  type StockImportSummaryRow,
} from '../../../db/queries/stock-import/reports.ts';
import { AppError } from '../../../errors.ts';
import { staffOf } from '../../../plugins/app/auth.ts';
import { noStore } from '../../../plugins/app/no-store.ts';
import { capped, FEED_MAX_BYTES } from '../../../stock-import/open-feed.ts';
import { importFeed, type ImportReport } from '../../../stock-import/run-import.ts';
import { endpoint } from '../../endpoint.ts';
import { errorResponses } from '../../error-responses.ts';
import { brokenMultipartStatus } from '../../lead/upload.ts';
import { scopeOf } from '../scope.ts';

const tags = ['reports'];
const NO_DEALER = 'Дилерский центр не найден';
const NOT_A_FORM = 'Пришлите фид формой multipart/form-data';
// A 20,000-car feed takes tens of seconds on a busy machine: the upload gets five minutes.
const IMPORT_TIMEOUT_MS = 300_000;

const summaryOf = (row: StockImportSummaryRow) => ({
  id: row.id,
  dealer: { id: row.dealerId, code: row.dealerCode, name: row.dealerName },
  source: row.source,
  format: row.format as 'avito' | 'autoru' | 'maxposter' | null,
  status: row.status,
  message: row.message,
  counts: row.counts,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
});

const reportOf = (report: ImportReport) => ({
  ...report,
  startedAt: report.startedAt.toISOString(),
  finishedAt: report.finishedAt.toISOString(),
});

// Stock feeds for staff (issue 32): upload a dealer's feed, read the reports, set the address the
// API fetches on a schedule. Staff of the holding import for its dealers, a manager for their own.
const stockImportRoutes: FastifyPluginAsyncZod = async (plain) => {
  const fastify = plain.withTypeProvider<ZodTypeProvider>();
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);
  await fastify.register(multipart, {
    limits: { fileSize: FEED_MAX_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 100 },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reports/stock-import', {
      tags,
      summary: 'Фиды наличия: дилеры и последние импорты',
      operationId: 'staffStockImports',
      errors: errorResponses(400, 401, 403, 422),
    }),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.holdingId);
      const [dealers, imports] = await Promise.all([
        dealersWithFeeds(fastify.db, scope),
        listImports(fastify.db, scope, request.query.dealerId),
      ]);
      return {
        dealers: dealers.map((d) => ({
          ...d,
          feedUrl: d.feedUrl ?? null,
          everyMinutes: d.everyMinutes ?? null,
          lastRunAt: d.lastRunAt?.toISOString() ?? null,
        })),
        imports: imports.map(summaryOf),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reports/stock-import/:id', {
      tags,
      summary: 'Отчёт импорта: счётчики и каждая отклонённая или сомнительная машина',
      operationId: 'staffStockImport',
      errors: errorResponses(400, 401, 403, 404, 422),
    }),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.holdingId);
      const row = await importInScope(fastify.db, scope, request.params.id);
      if (!row) throw new AppError(errorCode.notFound, 'Импорт не найден');
      return { ...summaryOf(row), problems: row.problems };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/stock-import', {
      tags,
      summary: 'Загрузить фид дилера',
      description:
        'multipart/form-data: поле dealerId, затем при необходимости allowMassRemoval=on, затем файл feed (XML Авито, Авто.ру или MaxPoster, до 200 МБ). Фид читается потоком и применяется одной транзакцией; машины дилера, которых нет в фиде, снимаются как проданные. Фид, который не читается или снял бы больше половины машин дилера без allowMassRemoval, ничего не меняет: отчёт со status refused и причиной.',
      operationId: 'uploadStockFeed',
      consumes: ['multipart/form-data'],
      errors: errorResponses(400, 401, 403, 404, 413, 415, 422),
    }),
    handlerTimeout: IMPORT_TIMEOUT_MS,
    validatorCompiler: (route) =>
      route.httpPart === 'body'
        ? () => ({ value: undefined })
        : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError(errorCode.invalidArgument, NOT_A_FORM);
      const scope = scopeOf(request, request.query.holdingId);
      const staff = staffOf(request);
      let dealerId = 0;
      let allowMassRemoval = false;
      let report: ImportReport | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'dealerId') dealerId = Number(part.value) || 0;
            if (part.fieldname === 'allowMassRemoval')
              allowMassRemoval = part.value === 'on' || part.value === 'true';
            continue;
          }
          if (part.fieldname !== 'feed' || report || part.filename === '') {
            part.file.resume();
            continue;
          }
          const dealer = dealerId ? await dealerForStaff(fastify.db, scope, dealerId) : null;
          if (!dealer) {
            part.file.resume();
            throw new AppError(errorCode.notFound, NO_DEALER);
          }
          report = await importFeed(fastify.db, {
            dealer,
            source: capped(part.file),
            sourceName: part.filename.slice(0, 200),
            now: fastify.services.clock,
            allowMassRemoval,
            staffId: staff.id,
            photos: fastify.feedPhotos,
          });
          fastify.log.info(
            {
              importId: report.id,
              dealerId,
              staffId: staff.id,
              status: report.status,
              counts: report.counts,
            },
            'stock feed imported',
          );
        }
      } catch (error) {
        // A body the multipart reader cannot read is the sender's fault, not ours.
        const broken = brokenMultipartStatus(error);
        if (broken) throw new AppError(errorCode.invalidArgument, NOT_A_FORM, [], broken);
        throw error;
      }
      if (!report)
        throw new AppError(errorCode.invalidArgument, 'Выберите дилерский центр и файл фида');
      return reportOf(report);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/stock-import/feed', {
      tags,
      summary: 'Адрес фида дилера, скачиваемого по расписанию',
      description: 'Пустой адрес — фид больше не скачивается.',
      operationId: 'setStockFeed',
      errors: errorResponses(400, 401, 403, 404, 422),
    }),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.holdingId);
      const { dealerId, url, everyMinutes } = request.body;
      const dealer = await dealerForStaff(fastify.db, scope, dealerId);
      if (!dealer) throw new AppError(errorCode.notFound, NO_DEALER);
      await setFeed(
        fastify.db,
        dealer.id,
        url ? { url, everyMinutes } : null,
        staffOf(request).id,
        fastify.services.clock(),
      );
      return { success: true as const };
    },
  });
};

export default stockImportRoutes;
