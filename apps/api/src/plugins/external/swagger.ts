import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const apiVersion = '1.0.0';

// The OpenAPI document is generated from the route schemas, which come from packages/contract.
export default fp(
  async function swagger(fastify) {
    await fastify.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Dealer group API',
          description: 'API сайта группы автодилеров: два холдинга, Москва и Санкт-Петербург.',
          version: apiVersion,
        },
        servers: [{ url: '/', description: 'This server' }],
        // Routes of a visitor's or a staff member's own data name this scheme in `security`.
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'health', description: 'Состояние сервиса' },
          { name: 'redirects', description: 'Переадресации старых адресов' },
          { name: 'auth', description: 'Вход по коду из SMS, токены' },
          { name: 'user', description: 'Профиль посетителя' },
          { name: 'favorite', description: 'Избранные автомобили' },
          { name: 'compare', description: 'Сравнение автомобилей' },
          {
            name: 'store',
            description: 'Аксессуары и запчасти: категории, списки, фильтры, товар',
          },
          { name: 'search', description: 'Поиск по автомобилям, аксессуарам и запчастям' },
          { name: 'store-personal', description: 'Избранное, корзины и заказы магазина' },
          { name: 'lk', description: 'Личный кабинет: гараж, заказы, полисы, бонусы, уведомления' },
          { name: 'lead', description: 'Заявки и формы' },
          { name: 'suggestions', description: 'Город по IP и подсказки адресов' },
          { name: 'reports', description: 'Отчёты для сотрудников' },
          { name: 'pay', description: 'Счета на оплату картой' },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    // Assets are served from the package itself, so the page works without internet access.
    // The page's own policy (its scripts and styles by hash) instead of the API's default-src 'none';
    // without upgrade-insecure-requests, which would send a plain-HTTP host's assets to HTTPS.
    await fastify.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });

    fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger', dependencies: ['zod-type-provider'] },
);
