import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '../../plugins/app/no-store.ts';
import basket from './basket.ts';
import favorite from './favorite.ts';
import order from './order.ts';

// The visitor's own side of the store under /store: favourites, baskets, orders. The catalogue
// side (/store/categories, /store/filter, /store/get/item/{id}, /store/{a}/{b}) is the store area's.
const storePersonalRoutes: FastifyPluginAsync = async (fastify) => {
  noStore(fastify);
  await fastify.register(async (own) => {
    own.addHook('onRequest', fastify.authenticate);
    await own.register(favorite, { prefix: '/favorite' });
    await own.register(basket, { prefix: '/basket' });
  });
  await fastify.register(order, { prefix: '/order' });
};

export default storePersonalRoutes;
