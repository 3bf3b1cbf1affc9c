import { FEEDBACK_FORM_ID, leadFormById, validateFeedbackForm } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePhone } from '../../auth/phone.ts';
import { commitLead } from '../../leads/commit.ts';
import { requireLeadDealer } from '../../leads/dealer.ts';
import { senderOf } from '../../leads/request-context.ts';
import { throwIfInvalid } from '../../leads/validate.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

const feedbackForm = leadFormById(FEEDBACK_FORM_ID);
if (!feedbackForm) throw new Error('the feedback form is missing from LEAD_FORMS');
const form = feedbackForm;

// The feedback panel's submit (SPEC 2.16, 3; the call is «not shown», defined here).
const feedbackRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.route({
    ...endpoint(fastify, 'POST /feedback', {
      tags: ['lead'],
      summary: 'Отправить форму обратной связи',
      description:
        'Поля формы «Обратная связь»: имя, телефон, e-mail и дилер обязательны, причина из списка SPEC 3; дилер — действующий дилерский центр этого холдинга (код).',
      operationId: 'sendFeedback',
      errors: errorResponses(400),
    }),
    handler: async (request, reply) => {
      const { formUrl, robot, ...data } = request.body;
      throwIfInvalid(validateFeedbackForm({ ...data, robot }), '');
      await requireLeadDealer(fastify.db, request.query.holdingId, data.dealer, 'dealer');
      const { formId: _formId, ...values } = data;
      const committed = await commitLead(fastify.db, {
        holdingId: request.query.holdingId,
        form,
        formUrl: formUrl ?? '/feedback/',
        values: { ...values, comment: values.comment?.trim() ?? '' },
        phone: requirePhone(data.phone),
        ...(await senderOf(fastify, request, reply)),
      });
      return { success: true as const, ...committed };
    },
  });
};

export default feedbackRoutes;
