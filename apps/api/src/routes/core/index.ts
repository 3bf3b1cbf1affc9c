import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findModel,
  modelModifications,
  modificationEquipments,
  parseModificationId,
} from '../../db/queries/catalog/modifications.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['catalog'];
const errors = errorResponses(400, 404);

// SPEC 7 /core: reference data of makes and models taken from the holding's vehicles (forms, trade-in).
const core: FastifyPluginAsyncZod = async (fastify) => {
  const modelOf = async (mark: string, model: string) => {
    const ref = await findModel(fastify.db, mark, model);
    if (!ref) throw new AppError(errorCode.notFound, 'Модель не найдена');
    return ref;
  };

  fastify.route({
    ...endpoint(fastify, 'GET /core/modifications/:mark/:model', {
      tags,
      summary: 'Модификации модели: двигатель, мощность, коробка, привод',
      description:
        'Различные модификации модели среди автомобилей холдинга (проданные тоже), с годами выпуска и числом автомобилей в продаже. Неизвестная марка или модель: 404.',
      operationId: 'listModifications',
      errors,
    }),
    handler: async (request) => {
      const ref = await modelOf(request.params.mark, request.params.model);
      const items = await modelModifications(fastify.db, request.query.holdingId, ref);
      return { mark: ref.mark, model: ref.model, items };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /core/equipments/:modification', {
      tags,
      summary: 'Комплектации модификации',
      description:
        'Названия комплектаций автомобилей холдинга с этой модификацией, число в продаже и цена от. Неизвестная модификация: 404.',
      operationId: 'listEquipments',
      errors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const { mark, model, powertrain } = parseModificationId(request.params.modification);
      const ref = await findModel(fastify.db, mark, model);
      const [modification] = ref
        ? await modelModifications(fastify.db, holdingId, ref, powertrain)
        : [];
      if (!ref || !modification) throw new AppError(errorCode.notFound, 'Модификация не найдена');
      const items = await modificationEquipments(fastify.db, holdingId, ref, powertrain);
      return { mark: ref.mark, model: ref.model, modification, items };
    },
  });
};

export default core;
