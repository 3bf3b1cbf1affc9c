import { errorCode, type StaffBooking } from '@dealer/contract';
import { formatMinutes, formatPhoneDigits, openSlotStarts, parseMinutes } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingInScope,
  bookingsOfDay,
  findReception,
  type StaffBookingRow,
} from '../../../db/queries/service/booking.ts';
import { cancelWithAudit, moveBooking } from '../../../db/queries/service/staff-bookings.ts';
import { requireDay } from '../../../booking/timeslots.ts';
import { AppError } from '../../../errors.ts';
import { staffOf } from '../../../plugins/app/auth.ts';
import { noStore } from '../../../plugins/app/no-store.ts';
import { endpoint } from '../../endpoint.ts';
import { errorResponses } from '../../error-responses.ts';
import { scopeOf } from '../scope.ts';

const tags = ['reports'];
const NOT_FOUND = 'Запись не найдена';

function staffBooking(row: StaffBookingRow): StaffBooking {
  return {
    id: row.id,
    leadId: row.leadId,
    dealer: { id: row.dealerId, code: row.dealerCode, name: row.dealerName },
    date: row.day,
    time: formatMinutes(row.startsAt),
    work: { code: row.workCode, name: row.workName },
    name: row.name,
    phone: formatPhoneDigits(row.phone),
    car: row.car,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
  };
}

const dayMonth = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

// The customer hears of a staff change by SMS (the gateway of INTEGRATIONS.md; the log adapter
// when none is configured). A failed message never undoes the change: it is logged.
async function tellCustomer(fastify: FastifyInstance, row: StaffBookingRow, text: string) {
  try {
    await fastify.services.sms.send({ to: row.phone, text });
  } catch (error) {
    fastify.log.warn({ bookingId: row.id, err: error }, 'Booking change SMS not sent');
  }
}

// Service bookings for staff (Hardening II item 3): a day's places and their cancel. Staff of the
// holding see its dealerships, a manager only their own; anything else is not found.
const staffBookingRoutes: FastifyPluginAsyncZod = async (plain) => {
  const fastify = plain.withTypeProvider<ZodTypeProvider>();
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);

  fastify.route({
    ...endpoint(fastify, 'GET /reports/bookings', {
      tags,
      summary: 'Записи на сервис за день',
      description:
        'Места, записанные на дату (ГГГГ-ММ-ДД), по времени; dealerId — один дилерский центр. Менеджер видит только назначенных ему дилеров. Отменённые записи остаются в списке с cancelledAt.',
      operationId: 'staffBookings',
      errors: errorResponses(400, 401, 403, 422),
    }),
    handler: async (request) => {
      const { holdingId, date, dealerId } = request.query;
      const scope = scopeOf(request, holdingId);
      const rows = await bookingsOfDay(fastify.db, scope, date, dealerId);
      return { items: rows.map(staffBooking) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/bookings/:id/cancel', {
      tags,
      summary: 'Отменить запись на сервис',
      description:
        'Место в слоте сразу освобождается для других посетителей; запись остаётся с временем отмены и сотрудником. Повторная отмена ничего не меняет. Сотрудник другого холдинга — 403; запись чужого дилера или холдинга — 404.',
      operationId: 'cancelBooking',
      errors: errorResponses(400, 401, 403, 404, 422),
    }),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.holdingId);
      const staff = staffOf(request);
      const found = await bookingInScope(fastify.db, scope, request.params.id);
      if (!found) throw new AppError(errorCode.notFound, NOT_FOUND);
      const at = fastify.services.clock();
      await cancelWithAudit(fastify.db, found, { holdingId: scope.holdingId, actor: staff, at });
      const row = await bookingInScope(fastify.db, scope, found.id);
      if (!row) throw new AppError(errorCode.notFound, NOT_FOUND);
      if (!found.cancelledAt) {
        fastify.log.info({ bookingId: row.id, staffId: staff.id }, 'service booking cancelled');
        await tellCustomer(
          fastify,
          row,
          `Ваша запись на сервис ${dayMonth(row.day)} в ${formatMinutes(row.startsAt)} (${row.dealerName}) отменена. Подробности — в личном кабинете.`,
        );
      }
      return staffBooking(row);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/bookings/:id/move', {
      tags,
      summary: 'Перенести запись на сервис',
      description:
        'На другое время того же дилерского центра, открытое в его расписании; место в прежнем слоте освобождается. Полный слот — 409. Клиенту уходит SMS, запись пишется в журнал. Отменённую запись перенести нельзя (409).',
      operationId: 'moveBooking',
      errors: errorResponses(400, 401, 403, 404, 409, 422),
    }),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.holdingId);
      const staff = staffOf(request);
      const found = await bookingInScope(fastify.db, scope, request.params.id);
      if (!found) throw new AppError(errorCode.notFound, NOT_FOUND);
      if (found.cancelledAt)
        throw new AppError(errorCode.alreadyExists, 'Запись отменена, её нельзя перенести');
      const { date, time } = request.body;
      const startsAt = parseMinutes(time);
      const reception = await findReception(fastify.db, scope.holdingId, found.dealerCode);
      const now = fastify.services.clock();
      if (!reception) throw new AppError(errorCode.notFound, NOT_FOUND);
      requireDay(reception, date, now);
      if (startsAt === null || !openSlotStarts(reception, date, now).includes(startsAt)) {
        const message = 'Выберите время из расписания сервиса';
        throw new AppError(errorCode.invalidArgument, message, [{ field: 'time', message }]);
      }
      const moved = await moveBooking(fastify.db, found, {
        day: date,
        startsAt,
        holdingId: scope.holdingId,
        actor: staff,
        at: now,
      });
      if (moved === 'full')
        throw new AppError(errorCode.alreadyExists, 'В это время мест нет, выберите другое', [
          { field: 'time', message: 'В это время мест нет, выберите другое' },
        ]);
      const row = await bookingInScope(fastify.db, scope, found.id);
      if (!row) throw new AppError(errorCode.notFound, NOT_FOUND);
      if (moved === 'moved')
        await tellCustomer(
          fastify,
          row,
          `Ваша запись на сервис перенесена: ${dayMonth(row.day)} в ${formatMinutes(row.startsAt)}, ${row.dealerName}. Подробности — в личном кабинете.`,
        );
      return staffBooking(row);
    },
  });
};

export default staffBookingRoutes;
