import { errorCode, storeKindSchema, type StoreKind } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeCatalog, type StoreCatalog } from '../../db/queries/store/catalog.ts';
import { findItem } from '../../db/queries/store/item.ts';
import { filterIndexed, listIndexed } from '../../db/queries/store/indexed.ts';
import { storeIndex } from '../../db/queries/store/store-index/index.ts';
import { AppError } from '../../errors.ts';
import basket from './basket/index.ts';
import { categorySvg } from './category-image.ts';
import favorite from './favorite/index.ts';
import order from './order/index.ts';
import quote from './quote/index.ts';
import { categoryTree, listCategory } from './shape.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

const errors = errorResponses(400, 404, 500);

// «all» is the whole section; any other code must name a category of that section.
function scopeOf(catalog: StoreCatalog, kind: StoreKind, code: string) {
  if (code === 'all') return { kind, node: null };
  const node = catalog.byCode.get(`${kind}:${code}`);
  if (!node) throw new AppError(errorCode.notFound, 'Категория не найдена');
  return { kind, node };
}

// The accessories and parts catalogue (SPEC 7 /store/...): trees, lists, filter options, items.
const storeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The visitor's own side of the store: favourites, baskets, orders.
  await fastify.register(favorite, { prefix: '/favorite' });
  await fastify.register(basket, { prefix: '/basket' });
  await fastify.register(order, { prefix: '/order' });
  await fastify.register(quote, { prefix: '/quote' });
  // Build the store index while the server starts listening, so the first visitor does not wait.
  fastify.addHook('onReady', async () => {
    void storeIndex(fastify.db).catch((error: unknown) =>
      fastify.log.error({ err: error }, 'Store index failed to load'),
    );
  });

  fastify.route({
    ...endpoint(fastify, 'GET /store/categories', {
      tags: ['store'],
      summary: 'Категории аксессуаров и запчастей (три уровня)',
      operationId: 'getStoreCategories',
      errors,
    }),
    handler: async () => categoryTree(await storeCatalog(fastify.db)),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /store/filter', {
      tags: ['store'],
      summary: 'Варианты фильтров списка: бренды, цены, подкатегории, наличие',
      operationId: 'getStoreFilter',
      errors,
    }),
    handler: async (request) => {
      const catalog = await storeCatalog(fastify.db);
      const scope = scopeOf(catalog, request.query.kind, request.query.category);
      return filterIndexed(fastify.db, catalog, scope, request.query);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /store/get/item/:id', {
      tags: ['store'],
      summary: 'Товар: цены, категории, наличие у дилеров холдинга',
      operationId: 'getStoreItem',
      errors,
    }),
    handler: async (request) => {
      const catalog = await storeCatalog(fastify.db);
      const item = await findItem(fastify.db, catalog, {
        id: request.params.id,
        holdingId: request.query.holdingId,
      });
      if (!item) throw new AppError(errorCode.notFound, 'Товар не найден');
      return item;
    },
  });

  fastify.get(
    '/image/:kind/:file',
    {
      schema: {
        tags: ['store'],
        summary: 'Картинка категории верхнего уровня (SVG)',
        operationId: 'getStoreCategoryImage',
        params: z.object({
          kind: storeKindSchema,
          file: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/, 'Ожидается {code}.svg'),
        }),
        response: { 200: z.string().meta({ description: 'image/svg+xml' }), ...errors },
      },
    },
    async (request, reply) => {
      const catalog = await storeCatalog(fastify.db);
      const code = request.params.file.slice(0, -'.svg'.length);
      const node = catalog.byCode.get(`${request.params.kind}:${code}`);
      if (!node || node.level !== 1) throw new AppError(errorCode.notFound, 'Картинка не найдена');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(categorySvg(node.code, node.nameRu));
    },
  );

  fastify.route({
    ...endpoint(fastify, 'GET /store/:kind/:category', {
      tags: ['store'],
      summary: 'Список аксессуаров или запчастей категории: страницы, сортировка, фильтры',
      description:
        'kind: store (аксессуары) или parts (запчасти); category: код категории любого уровня или all.',
      operationId: 'getStoreList',
      errors,
    }),
    handler: async (request) => {
      const catalog = await storeCatalog(fastify.db);
      const { kind, category } = request.params;
      const scope = scopeOf(catalog, kind, category);
      const { sort, page, perPage } = request.query;
      const { items, total } = await listIndexed(fastify.db, catalog, scope, request.query, {
        sort,
        page,
        perPage,
      });
      return {
        category: listCategory(catalog, scope),
        items,
        meta: { page: { current: page, perPage, total, totalPages: Math.ceil(total / perPage) } },
      };
    },
  });
};

export default storeRoutes;
