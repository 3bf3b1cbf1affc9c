import {
  errorCode,
  holdingIdQuery,
  leadAcceptedSchema,
  leadCommitBodySchema,
  leadSubjectParams,
  leadSubjectSchema,
} from '@dealer/contract';
import { leadFormById } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { commitLead, subjectOf } from '../../leads/commit.ts';
import { senderOf } from '../../leads/request-context.ts';
import { requireForm, validateLead } from '../../leads/validate.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { errorResponses } from '../error-responses.ts';

const errors = errorResponses(400, 404);

// SPEC 7 /lead: forms are stored first (with an outbox row) and delivered later, never lost.
const leadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.post(
    '/commit',
    {
      schema: {
        tags: ['lead'],
        summary: 'Отправить заявку',
        description:
          'Проверяет поля по правилам формы (SPEC 5) и согласие, сохраняет заявку с доказательством согласия и сразу отвечает; передача в коллтрекинг идёт из очереди. Повтор той же заявки в течение 2 минут не создаёт вторую.',
        operationId: 'commitLead',
        querystring: holdingIdQuery,
        body: leadCommitBodySchema,
        response: { 200: leadAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { formId, formUrl, formData } = request.body;
      const form = requireForm(formId);
      const lead = validateLead(form, formData);
      const sender = await senderOf(fastify, request, reply);
      const committed = await commitLead(fastify.db, {
        holdingId: request.query.holdingId,
        form,
        formUrl,
        ...lead,
        ...sender,
      });
      return { success: true as const, ...committed };
    },
  );

  fastify.get(
    '/get/:formId',
    {
      schema: {
        tags: ['lead'],
        summary: 'Тема формы',
        operationId: 'getLeadSubject',
        querystring: holdingIdQuery,
        params: leadSubjectParams,
        response: { 200: leadSubjectSchema, ...errors },
      },
    },
    async (request) => {
      const form = leadFormById(request.params.formId);
      if (!form) throw new AppError(errorCode.notFound, 'Форма не найдена');
      return { formId: form.id, name: await subjectOf(fastify.db, form) };
    },
  );
};

export default leadRoutes;
