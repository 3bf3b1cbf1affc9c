import { errorCode, type StaffBooking } from '@dealer/contract';
import { formatMinutes, formatPhoneDigits } from '@dealer/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingInScope,
  bookingsOfDay,
  cancelBooking,
  type StaffBookingRow,
} from '../../../db/queries/service/booking.ts';
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
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
  };
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
      if (!found.cancelledAt)
        await cancelBooking(fastify.db, found.id, staff.id, fastify.services.clock());
      const row = await bookingInScope(fastify.db, scope, found.id);
      if (!row) throw new AppError(errorCode.notFound, NOT_FOUND);
      fastify.log.info({ bookingId: row.id, staffId: staff.id }, 'service booking cancelled');
      return staffBooking(row);
    },
  });
};

export default staffBookingRoutes;
