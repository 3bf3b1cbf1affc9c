import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandModels, holdingBrands, modelSeries } from '../../db/queries/catalog/brands.ts';
import { isOnSale } from '../../db/queries/catalog/on-sale.ts';
import { listPublications } from '../../db/queries/content/publications.ts';
import { AppError } from '../../errors.ts';
import { modelSummary, seriesDetail } from './summaries.ts';
import { pageMeta } from '../page-meta.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

const errors = errorResponses(400, 404, 500);
const tags = ['brands'];

// SPEC 7 /brands: the makes of a holding, their models and generations.
const brandsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const brandOf = async (holdingId: number, code: string) => {
    const index = await fastify.catalogStore.holding(holdingId);
    const brand = (await holdingBrands(fastify.db, holdingId, index)).find((b) => b.code === code);
    if (!brand) throw new AppError(errorCode.notFound, 'Марка не найдена');
    return { brand, index };
  };
  const modelOf = async (holdingId: number, brandCode: string, modelCode: string) => {
    const { brand, index } = await brandOf(holdingId, brandCode);
    const model = (await brandModels(fastify.db, brand.id)).find((m) => m.code === modelCode);
    if (!model) throw new AppError(errorCode.notFound, 'Модель не найдена');
    return { brand, index, model };
  };

  fastify.route({
    ...endpoint(fastify, 'GET /brands', {
      tags,
      summary: 'Марки холдинга',
      operationId: 'listBrands',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, category } = request.query;
      const list = await holdingBrands(
        fastify.db,
        holdingId,
        await fastify.catalogStore.holding(holdingId),
      );
      return {
        data: list
          .filter((b) => !category || b.categories.includes(category))
          .map(({ description: _d, ...brand }) => brand),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /brands/video', {
      tags,
      summary: 'Видео о марках',
      description:
        'Видео раздела «Медиа» (обзоры, тест-драйвы), новые первыми; brand оставляет видео одной марки холдинга (неизвестная марка: 404).',
      operationId: 'listBrandVideos',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, brand, page, perPage } = request.query;
      if (brand) await brandOf(holdingId, brand);
      const filter = { holdingId, kind: 'media' as const, brand, mediaType: 'video' as const };
      const list = await listPublications(fastify.db, filter, page, perPage);
      return {
        items: list.items.map((item) => ({ ...item, videoUrl: item.videoUrl ?? '' })),
        meta: pageMeta(page, perPage, list.total),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /brands/:brand', {
      tags,
      summary: 'Марка и её модели',
      operationId: 'getBrand',
      errors,
    }),
    handler: async (request) => {
      const { brand, index } = await brandOf(request.query.holdingId, request.params.brand);
      const models = (await brandModels(fastify.db, brand.id)).map((m) =>
        modelSummary(index, brand.code, m),
      );
      return { brand, models: models.filter((m) => m.count > 0 || brand.count === 0 || m.isNew) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /brands/:brand/:model', {
      tags,
      summary: 'Модель: поколения и модификации в продаже',
      operationId: 'getBrandModel',
      errors,
    }),
    handler: async (request) => {
      const { brand, index, model } = await modelOf(
        request.query.holdingId,
        request.params.brand,
        request.params.model,
      );
      const generations = await modelSeries(fastify.db, [model.id]);
      const modifications = [
        ...new Set(
          index.cards
            .filter(
              (c) =>
                c.mark.code === brand.code && c.model.code === model.code && isOnSale(c.status),
            )
            .map((c) => c.modification),
        ),
      ].sort();
      const { description: _d, ...shortBrand } = brand;
      return {
        brand: shortBrand,
        model: {
          ...modelSummary(index, brand.code, model),
          nameRu: model.nameRu,
          description: model.description,
        },
        series: generations.map(({ id, code, name, yearFrom, yearTo }) => ({
          id,
          code,
          name,
          yearFrom,
          yearTo,
        })),
        modifications,
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /brands/:brand/:model/:series', {
      tags,
      summary: 'Поколение модели',
      operationId: 'getBrandSeries',
      errors,
    }),
    handler: async (request) => {
      const { brand, index, model } = await modelOf(
        request.query.holdingId,
        request.params.brand,
        request.params.model,
      );
      const generation = (await modelSeries(fastify.db, [model.id])).find(
        (s) => s.code === request.params.series,
      );
      if (!generation) throw new AppError(errorCode.notFound, 'Поколение не найдено');
      const { description: _d, ...shortBrand } = brand;
      return seriesDetail(index, shortBrand, model, generation);
    },
  });
};

export default brandsRoutes;
