import { errorCode } from '@dealer/contract';
import { formatPhoneDigits, leadFormById, normalizePhoneDigits, MESSAGES } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCode } from '../../../auth/check-code.ts';
import { sendCode } from '../../../auth/send-code.ts';
import { AppError } from '../../../errors.ts';
import { commitLead } from '../../../leads/commit.ts';
import { requireLeadDealer } from '../../../leads/dealer.ts';
import { senderOf } from '../../../leads/request-context.ts';
import { validateLead } from '../../../leads/validate.ts';
import { noStore } from '../../../plugins/app/no-store.ts';
import { errorResponses } from '../../error-responses.ts';
import { endpoint } from '../../endpoint.ts';

const historyForm = leadFormById('form_history');
if (!historyForm) throw new Error('form_history is missing from LEAD_FORMS');
const form = historyForm;

const errors = errorResponses(400, 429);

function digitsOf(phone: string): string {
  const digits = normalizePhoneDigits(phone);
  if (!digits)
    throw new AppError(errorCode.invalidArgument, MESSAGES.phone, [
      { field: 'phone', message: MESSAGES.phone },
    ]);
  return digits;
}

// SPEC 7 /catalog/report: a vehicle-history report is requested by SMS code, then confirmed.
const catalogReportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/report', {
      tags: ['lead'],
      summary: 'Запросить код подтверждения отчёта об истории',
      description: 'phone: только цифры (79000000001), date: ГГГГ-ММ-ДД. Код приходит по SMS.',
      operationId: 'requestReportCode',
      errors,
    }),
    handler: async (request, reply) =>
      sendCode(fastify, reply, {
        phone: digitsOf(request.query.phone),
        purpose: 'report',
        ip: request.ip,
        holdingId: request.query.holdingId,
      }),
  });

  fastify.route({
    ...endpoint(fastify, 'POST /catalog/report', {
      tags: ['lead'],
      summary: 'Подтвердить запрос отчёта кодом из SMS',
      description: 'Данные формы проверяются до кода, чтобы ошибка в поле не тратила попытку.',
      operationId: 'confirmReport',
      errors,
    }),
    handler: async (request, reply) => {
      const { smsCode, phone, date, formUrl, formData } = request.body;
      const digits = digitsOf(phone);
      const lead = validateLead(form, { phone: formatPhoneDigits(digits), ...formData });
      const { holdingId } = request.query;
      await requireLeadDealer(fastify.db, holdingId, lead.values.dealer, 'formData.dealer');
      await checkCode(fastify, {
        phone: digits,
        purpose: 'report',
        code: smsCode,
        field: 'smsCode',
      });
      const committed = await commitLead(fastify.db, {
        holdingId,
        form,
        formUrl,
        values: { ...lead.values, reportDate: date, phoneConfirmed: true },
        phone: digits,
        ...(await senderOf(fastify, request, reply)),
      });
      return { success: true as const, ...committed };
    },
  });
};

export default catalogReportRoutes;
