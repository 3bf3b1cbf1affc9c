import { errorCode } from '@dealer/contract';
import { storeOrderStatusName } from '@dealer/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInStaff } from '../../auth/staff-sign-in.ts';
import { setLeadState, setOrderStatus } from '../../db/queries/lead-work.ts';
import { leadStats, listLeads, reportDealers } from '../../db/queries/report-leads.ts';
import { revokeStaffSession } from '../../db/queries/staff-sessions.ts';
import { AppError } from '../../errors.ts';
import { staffOf, type StaffPrincipal } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';
import { fullLeadDetail } from './lead-detail.ts';
import bannersOffice from './content/banners.ts';
import contentOffice from './content/index.ts';
import leadFiles from './lead-files.ts';
import receptions from './receptions.ts';
import staffAdmin from './staff/index.ts';
import staffBookings from './bookings/index.ts';
import reviewModeration from './reviews/index.ts';
import stockImport from './stock-import/index.ts';
import { scopeOf } from './scope.ts';

const errors = errorResponses(400, 401, 403, 422, 429);
const detailErrors = errorResponses(400, 401, 403, 404, 422);
const LEAD_NOT_FOUND = 'Заявка не найдена';

// /reports for dealer-group staff: their own login, read-only leads; a customer token never opens it.
const reportsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.route({
    ...endpoint(fastify, 'POST /reports/auth/login', {
      tags: ['reports'],
      summary: 'Вход сотрудника',
      operationId: 'staffLogin',
      errors,
    }),
    handler: async (request, reply) =>
      signInStaff(fastify, reply, { ...request.body, ip: request.ip }),
  });

  fastify.register(reviewModeration, { prefix: '/reviews' });
  fastify.register(leadFiles);
  fastify.register(staffBookings, { prefix: '/bookings' });
  fastify.register(stockImport, { prefix: '/stock-import' });
  fastify.register(staffAdmin);
  fastify.register(receptions);
  fastify.register(contentOffice);
  fastify.register(bannersOffice);

  fastify.register(async (plain) => {
    const staffOnly = plain.withTypeProvider<ZodTypeProvider>();
    staffOnly.addHook('onRequest', fastify.authenticateStaff);

    staffOnly.route({
      ...endpoint(staffOnly, 'POST /reports/auth/logout', {
        tags: ['reports'],
        summary: 'Выход сотрудника: токен больше не действует',
        operationId: 'staffLogout',
        errors,
      }),
      handler: async (request) => {
        const sessionId = request.staffSessionId;
        if (sessionId) await revokeStaffSession(fastify.db, sessionId, fastify.services.clock());
        return { success: true as const };
      },
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'GET /reports/me', {
        tags: ['reports'],
        summary: 'Текущий сотрудник',
        operationId: 'staffMe',
        errors,
      }),
      handler: async (request) => staffOf(request),
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'GET /reports/leads', {
        tags: ['reports'],
        summary: 'Заявки холдинга',
        description:
          'Фильтры: форма, даты (по Москве, включительно), дилер, город, доставка, состояние; q — поиск по телефону в любом виде, имени, e-mail, VIN или номеру заявки. Менеджер видит только назначенных ему дилеров.',
        operationId: 'staffLeads',
        errors,
      }),
      handler: async (request) => {
        const { holdingId, ...filter } = request.query;
        const tracking = fastify.services.callTracking.name;
        return listLeads(fastify.db, { ...filter, tracking, ...scopeOf(request, holdingId) });
      },
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'GET /reports/leads/:id', {
        tags: ['reports'],
        summary: 'Заявка с подтверждением согласия, доставкой, файлами и историей',
        operationId: 'staffLead',
        errors: detailErrors,
      }),
      handler: async (request) => {
        const scope = scopeOf(request, request.query.holdingId);
        const lead = await fullLeadDetail(fastify, scope, request.params.id);
        if (!lead) throw new AppError(errorCode.notFound, LEAD_NOT_FOUND);
        return lead;
      },
    });

    /**
     * A change to one lead of the staff member's scope (another's is not found): `apply` writes it
     * (and throws its refusal), telling whether anything changed; the lead's page answers.
     */
    async function changeLead(
      request: FastifyRequest<{ Params: { id: number }; Querystring: { holdingId: 1 | 2 } }>,
      apply: (change: {
        leadId: number;
        holdingId: number;
        actor: StaffPrincipal;
        at: Date;
      }) => Promise<boolean>,
    ) {
      const { holdingId } = request.query;
      const scope = scopeOf(request, holdingId);
      const lead = await fullLeadDetail(fastify, scope, request.params.id);
      if (!lead) throw new AppError(errorCode.notFound, LEAD_NOT_FOUND);
      const at = fastify.services.clock();
      if (!(await apply({ leadId: lead.id, holdingId, actor: staffOf(request), at }))) return lead;
      const updated = await fullLeadDetail(fastify, scope, lead.id);
      if (!updated) throw new AppError(errorCode.notFound, LEAD_NOT_FOUND);
      return updated;
    }

    staffOnly.route({
      ...endpoint(staffOnly, 'POST /reports/leads/:id/state', {
        tags: ['reports'],
        summary: 'Взять заявку в работу, закрыть или вернуть в очередь',
        description:
          'working — сотрудник становится ответственным; won/lost — закрыта с результатом или без; new — снова в очереди без ответственного. Менеджер не может забрать заявку, которую ведёт другой сотрудник (409); администратор может. Каждое изменение пишется в журнал.',
        operationId: 'setLeadState',
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      handler: (request) =>
        changeLead(request, async (change) => {
          const result = await setLeadState(fastify.db, { ...change, state: request.body.state });
          if (!result.ok)
            throw new AppError(errorCode.alreadyExists, `Заявку уже ведёт ${result.takenBy}`);
          return result.changed;
        }),
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'POST /reports/leads/:id/order', {
        tags: ['reports'],
        summary: 'Подтвердить заказ из магазина, отметить готовым, выданным или отменить',
        description:
          'Заказ идёт вперёд на один шаг (new → confirmed → ready → done) или отменяется, пока не выдан (409 для другого перехода; 404, если с заявкой не пришёл заказ). Покупатель видит состояние в личном кабинете и получает уведомление; изменение пишется в журнал заявки.',
        operationId: 'setLeadOrderStatus',
        errors: errorResponses(400, 401, 403, 404, 409, 422),
      }),
      handler: (request) =>
        changeLead(request, async (change) => {
          const result = await setOrderStatus(fastify.db, {
            ...change,
            status: request.body.status,
          });
          if (!result.ok && result.reason === 'no-order')
            throw new AppError(errorCode.notFound, 'С этой заявкой не пришёл заказ');
          if (!result.ok)
            throw new AppError(
              errorCode.alreadyExists,
              `Заказ в состоянии «${storeOrderStatusName(result.from ?? 'new')}» так не изменить`,
            );
          return result.changed;
        }),
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'GET /reports/stats', {
        tags: ['reports'],
        summary: 'Заявки по дням и по формам',
        operationId: 'staffLeadStats',
        errors,
      }),
      handler: async (request) => {
        const { holdingId, ...filter } = request.query;
        return leadStats(fastify.db, { ...filter, ...scopeOf(request, holdingId) });
      },
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'GET /reports/dealers', {
        tags: ['reports'],
        summary: 'Дилерские центры, доступные сотруднику',
        operationId: 'staffDealers',
        errors,
      }),
      handler: async (request) =>
        reportDealers(fastify.db, scopeOf(request, request.query.holdingId)),
    });
  });
};

export default reportsRoutes;
