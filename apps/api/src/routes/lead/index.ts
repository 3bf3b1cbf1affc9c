import multipart from '@fastify/multipart';
import { errorCode } from '@dealer/contract';
import { LEAD_FILE_MAX_BYTES, leadFormById } from '@dealer/domain';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { leadIdByKey, subjectOf } from '../../db/queries/leads/commit.ts';
import { commitLead } from '../../leads/commit.ts';
import {
  attachLeadFiles,
  checkLeadFileRoom,
  checkLeadFiles,
  storeLeadFile,
} from '../../leads/files.ts';
import { requireLeadDealer } from '../../leads/dealer.ts';
import { senderOf, throttleAddress, throttlePhone } from '../../leads/request-context.ts';
import { receiveOneFile } from './upload.ts';
import { requireForm, validateLead } from '../../leads/validate.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400, 404);
// Files one address may upload: a form takes a few, a robot filling the database many.
export const LEAD_FILE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

// SPEC 7 /lead: forms are stored first (with an outbox row) and delivered later, never lost.
const leadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  // One file and a few fields per upload; busboy stops reading past the size limit.
  await fastify.register(multipart, {
    limits: { fileSize: LEAD_FILE_MAX_BYTES, files: 2, fields: 10, parts: 12, fieldSize: 1000 },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /lead/commit', {
      tags: ['lead'],
      summary: 'Отправить заявку',
      description:
        'Проверяет поля по правилам формы (SPEC 5) и согласие, сохраняет заявку с доказательством согласия и сразу отвечает; передача в коллтрекинг идёт из очереди. Повтор той же заявки в течение 2 минут, как и повтор с тем же idempotencyKey, не создаёт вторую; повтор с уже принятым ключом отвечает той же заявкой и не считается в лимиты. Не больше 30 заявок с адреса и 10 на телефон за 10 минут (429). Дилер (formData.dealer) — действующий дилерский центр этого холдинга.',
      operationId: 'commitLead',
      errors: errorResponses(400, 404, 429),
    }),
    handler: async (request, reply) => {
      const { formId, formUrl, formData, idempotencyKey } = request.body;
      const { holdingId } = request.query;
      const form = requireForm(formId);
      const lead = validateLead(form, formData);
      // A retry of a stored lead (a lost answer, a resubmit) is answered like the first time,
      // before the limits: it writes nothing, and the visitor's lead is already in.
      if (idempotencyKey) {
        const stored = await leadIdByKey(fastify.db, holdingId, idempotencyKey);
        if (stored !== null) return { success: true as const, leadId: stored, duplicate: true };
      }
      await requireLeadDealer(fastify.db, holdingId, formData.dealer, 'formData.dealer');
      const files = await checkLeadFiles(fastify.db, holdingId, formData.files);
      const sender = await senderOf(fastify, request, reply);
      await throttlePhone(fastify, reply, 'lead', lead.phone);
      const committed = await commitLead(
        fastify.db,
        { holdingId, form, formUrl, idempotencyKey, ...lead, ...sender },
        (tx, leadId) => attachLeadFiles(tx, files, leadId),
      );
      return { success: true as const, ...committed };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /lead/file', {
      tags: ['lead'],
      summary: 'Прикрепить файл к заявке',
      description:
        'multipart/form-data, один файл в поле file: PDF, JPG или PNG (тип определяется по содержимому), не больше 10 МБ. Отвечает кодом файла: его передают в formData.files при отправке заявки (/lead/commit), и файл сохраняется вместе с заявкой. 413: больше 10 МБ; 415: другой тип или не форма; 400: нет файла, пустой файл или больше одного. Не больше 30 файлов с одного адреса за 10 минут и не больше 30 МБ файлов, ещё не отправленных с заявкой (429, до чтения файла); такие файлы удаляются через час.',
      operationId: 'uploadLeadFile',
      consumes: ['multipart/form-data'],
      errors: errorResponses(400, 413, 415, 429),
    }),
    validatorCompiler: (route) =>
      route.httpPart === 'body'
        ? () => ({ value: undefined })
        : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    handler: async (request, reply) => {
      // Both limits are counted before a byte of the body is read: a refused upload costs nothing.
      await throttleAddress(fastify, request, reply, 'lead-file', LEAD_FILE_LIMIT);
      const now = fastify.services.clock();
      const declaredBytes = Number(request.headers['content-length']) || 0;
      await checkLeadFileRoom(fastify.db, reply, { ip: request.ip, declaredBytes, now });
      const { files } = fastify.services;
      const file = await receiveOneFile(request, files.spoolDir);
      return storeLeadFile(fastify.db, files, reply, {
        holdingId: request.query.holdingId,
        ...file,
        ip: request.ip,
        now,
      });
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lead/get/:formId', {
      tags: ['lead'],
      summary: 'Тема формы',
      operationId: 'getLeadSubject',
      errors,
    }),
    handler: async (request) => {
      const form = leadFormById(request.params.formId);
      if (!form) throw new AppError(errorCode.notFound, 'Форма не найдена');
      return { formId: form.id, name: await subjectOf(fastify.db, form) };
    },
  });
};

export default leadRoutes;
