import type { FastifyPluginAsync } from 'fastify';
import actions from './actions/index.ts';
import autoblock from './autoblock/index.ts';
import awards from './awards/index.ts';
import blog from './blog/index.ts';
import brands from './brands/index.ts';
import catalog from './catalog/index.ts';
import codes from './codes/index.ts';
import content from './content/index.ts';
import core from './core/index.ts';
import dealers from './dealers/index.ts';
import faq from './faq/index.ts';
import images from './images/index.ts';
import investors from './investors/index.ts';
import media from './media/index.ts';
import news from './news/index.ts';
import reviews from './reviews/index.ts';
import seo from './seo/index.ts';
import seriesinfo from './seriesinfo/index.ts';
import slgen from './slgen/index.ts';
import staticPages from './static/index.ts';

// Catalogue and content: one plugin per SPEC 7 area, the prefix is the folder name.
const catalogueAreas: FastifyPluginAsync = async (fastify) => {
  await fastify.register(catalog, { prefix: '/catalog' });
  await fastify.register(autoblock, { prefix: '/autoblock' });
  await fastify.register(brands, { prefix: '/brands' });
  await fastify.register(seriesinfo, { prefix: '/seriesinfo' });
  await fastify.register(core, { prefix: '/core' });
  await fastify.register(dealers, { prefix: '/dealers' });
  await fastify.register(reviews, { prefix: '/reviews' });
  await fastify.register(staticPages, { prefix: '/static' });
  await fastify.register(news, { prefix: '/news' });
  await fastify.register(blog, { prefix: '/blog' });
  await fastify.register(actions, { prefix: '/actions' });
  await fastify.register(media, { prefix: '/media' });
  await fastify.register(content, { prefix: '/content' });
  await fastify.register(faq, { prefix: '/faq' });
  await fastify.register(awards, { prefix: '/awards' });
  await fastify.register(seo, { prefix: '/seo' });
  await fastify.register(codes, { prefix: '/codes' });
  await fastify.register(slgen, { prefix: '/slgen' });
  await fastify.register(images, { prefix: '/images' });
  await fastify.register(investors, { prefix: '/investors' });
};

export default catalogueAreas;
