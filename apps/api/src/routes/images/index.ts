import type { Readable } from 'node:stream';
import { errorCode } from '@dealer/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { awardTitle, brandName, employeeName, publicationTitle } from '../../db/queries/images.ts';
import { AppError } from '../../errors.ts';
import { avatarSvg, brandSvg, coverSvg } from './svg/badges.ts';
import { panoramaSvg, vehicleSvg } from './svg/vehicle-svg.ts';
import { errorResponses } from '../error-responses.ts';
import {
  PICTURE_FILE,
  pictureKey,
  pictureVariant,
  type PictureWidth,
} from '../../content/pictures.ts';
import { FEED_PHOTO_NAME, feedPhotoKey } from '../../stock-import/photo-urls.ts';
import { BANNER_ART_COUNT, bannerArtSvg } from './svg/banner-art.ts';
import { noPhotoSvg } from './svg/no-photo.ts';

const id = z.coerce
  .number({ error: 'Номер: целое число' })
  .int('Номер: целое число')
  .min(1, 'Номер: целое число от 1')
  .max(2_147_483_647, 'Номер слишком большой')
  .meta({ type: 'integer' });
const svgFile = (max: number) =>
  z
    .string()
    .regex(/^\d{1,2}\.svg$/, 'Имя файла: номер и .svg')
    .refine(
      (f) => Number.parseInt(f, 10) >= 1 && Number.parseInt(f, 10) <= max,
      `Номер картинки от 1 до ${max}`,
    );
const codeFile = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}\.svg$/, 'Имя файла: код и .svg');
const errors = errorResponses(400, 404, 500);
const tags = ['images'];
const missing = () => new AppError(errorCode.notFound, 'Изображение не найдено');

// Generated pictures never change for a given address: browsers and the CDN keep them for a year.
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(svg);
}

function sendPicture(reply: FastifyReply, body: Readable): FastifyReply {
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(body);
}

// DESIGN 4: demo pictures are SVGs drawn from the data (body type, colour, names), not stored files.
const images: FastifyPluginAsyncZod = async (fastify) => {
  const lookOf = async (vehicleId: number) => {
    const card = await fastify.catalogStore.vehicle(vehicleId);
    if (!card) throw missing();
    return {
      category: card.category,
      bodyType: card.bodyType,
      motoClass: card.motoClass,
      colorHex: card.colorHex,
      title: `${card.mark.name} ${card.model.name}`,
      photoCount: card.photoCount,
    };
  };

  fastify.get(
    '/vehicles/:id/:file',
    {
      schema: {
        tags,
        summary: 'Фото автомобиля (SVG)',
        operationId: 'getVehicleImage',
        params: z.object({ id, file: svgFile(12) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const look = await lookOf(request.params.id);
      const n = Number.parseInt(request.params.file, 10);
      if (n > look.photoCount) throw missing();
      return sendSvg(reply, vehicleSvg(look, n));
    },
  );

  fastify.get(
    '/vehicles/:id/panorama/:file',
    {
      schema: {
        tags,
        summary: 'Кадр панорамы 360° (SVG)',
        operationId: 'getVehiclePanoramaFrame',
        params: z.object({ id, file: svgFile(8) }),
        response: errors,
      },
    },
    async (request, reply) =>
      sendSvg(
        reply,
        panoramaSvg(await lookOf(request.params.id), Number.parseInt(request.params.file, 10)),
      ),
  );

  // Pictures staff uploaded (decision 0068): WebP from the file store, never changed once written.
  fastify.get(
    '/uploads/:file',
    {
      schema: {
        tags,
        summary: 'Картинка, загруженная сотрудником (WebP)',
        operationId: 'getUploadedImage',
        description:
          'Имя — код картинки и .webp; код-480.webp и код-960.webp — её уменьшенные копии для srcset.',
        params: z.object({
          file: z.string().regex(PICTURE_FILE, 'Имя файла: код, -480 или -960 и .webp'),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const [, id = '', width] = PICTURE_FILE.exec(request.params.file) ?? [];
      const { files } = fastify.services;
      const stream = width
        ? await pictureVariant(files, id, Number(width) as PictureWidth)
        : await files.get(pictureKey(id));
      if (!stream) throw missing();
      return sendPicture(reply, stream);
    },
  );

  // Feed photos copied after a stock import (decision 0073): the card's frame, or the tile's (-tile).
  fastify.get(
    '/feed/:file',
    {
      schema: {
        tags,
        summary: 'Фото автомобиля из фида дилера (WebP)',
        operationId: 'getFeedPhoto',
        params: z.object({
          file: z.string().regex(FEED_PHOTO_NAME, 'Имя файла: код, -tile для плитки и .webp'),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const [, id = '', tile] = FEED_PHOTO_NAME.exec(request.params.file) ?? [];
      const stream = await fastify.services.files.get(feedPhotoKey(id, tile ? 'tile' : 'card'));
      if (!stream) throw missing();
      return sendPicture(reply, stream);
    },
  );

  // A car without photos (none in the feed, or none could be copied): one picture for all.
  fastify.get(
    '/vehicles/no-photo.svg',
    {
      schema: {
        tags,
        summary: 'Заглушка «Нет фото» (SVG)',
        operationId: 'getNoPhotoImage',
        response: errors,
      },
    },
    async (_request, reply) => sendSvg(reply, noPhotoSvg()),
  );

  // The seeded banners' pictures (decision 0072): generated art, no text (the banner's own is HTML).
  fastify.get(
    '/banners/:file',
    {
      schema: {
        tags,
        summary: 'Картинка демонстрационного баннера (SVG)',
        operationId: 'getBannerArt',
        params: z.object({ file: svgFile(BANNER_ART_COUNT) }),
        response: errors,
      },
    },
    async (request, reply) =>
      sendSvg(reply, bannerArtSvg(Number.parseInt(request.params.file, 10))),
  );

  fastify.get(
    '/brands/:file',
    {
      schema: {
        tags,
        summary: 'Логотип марки (SVG)',
        operationId: 'getBrandImage',
        params: z.object({ file: codeFile }),
        response: errors,
      },
    },
    async (request, reply) => {
      const brand = await brandName(fastify.db, request.params.file.slice(0, -4));
      if (!brand) throw missing();
      return sendSvg(reply, brandSvg(brand.name));
    },
  );

  fastify.get(
    '/employees/:file',
    {
      schema: {
        tags,
        summary: 'Фото сотрудника (SVG)',
        operationId: 'getEmployeeImage',
        params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, 'Имя файла: номер и .svg') }),
        response: errors,
      },
    },
    async (request, reply) => {
      const person = await employeeName(fastify.db, Number.parseInt(request.params.file, 10));
      if (!person) throw missing();
      return sendSvg(reply, avatarSvg(person.first, person.last));
    },
  );

  fastify.get(
    '/awards/:file',
    {
      schema: {
        tags,
        summary: 'Изображение награды (SVG)',
        operationId: 'getAwardImage',
        params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, 'Имя файла: номер и .svg') }),
        response: errors,
      },
    },
    async (request, reply) => {
      const award = await awardTitle(fastify.db, Number.parseInt(request.params.file, 10));
      if (!award) throw missing();
      return sendSvg(reply, coverSvg('awards', `${award.title} ${award.year}`));
    },
  );

  fastify.get(
    '/content/:kind/:file',
    {
      schema: {
        tags,
        summary: 'Обложка публикации (SVG)',
        operationId: 'getPublicationImage',
        params: z.object({
          kind: z.enum(['news', 'blog', 'actions', 'media'], {
            error: 'Раздел: news, blog, actions или media',
          }),
          file: z.string().regex(/^\d{1,9}\.svg$/, 'Имя файла: номер и .svg'),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const item = await publicationTitle(
        fastify.db,
        request.params.kind,
        Number.parseInt(request.params.file, 10),
      );
      if (!item) throw missing();
      return sendSvg(reply, coverSvg(request.params.kind, item.title));
    },
  );
};

export default images;
