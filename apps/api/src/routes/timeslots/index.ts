import { errorCode } from '@dealer/contract';
import { formatMinutes, visitCalendar } from '@dealer/domain';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookService } from '../../booking/book.ts';
import {
  bookingDealer,
  calendarKey,
  freeDays,
  isCalendarKey,
  freeSlots,
  requireDay,
  requireReception,
} from '../../booking/timeslots.ts';
import { bookingVisit, serviceReceptions } from '../../db/queries/service/booking.ts';
import { AppError } from '../../errors.ts';
import { bookableWorks } from '../../db/queries/service/pages.ts';
import { senderOf } from '../../leads/request-context.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

function sendCalendar(reply: FastifyReply, id: number, ics: string): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="service-${id}.ics"`)
    .send(ics);
}

// Service booking (SPEC 2.7 /service/online): receptions, free slots of a day, and the booking.
const timeslots: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.route({
    ...endpoint(fastify, 'GET /timeslots/options', {
      tags: ['service'],
      summary: 'Дилеры с часами приёма и виды работ для записи на сервис',
      operationId: 'getBookingOptions',
      errors: errorResponses(400),
    }),
    handler: async (request) => {
      const { holdingId, city } = request.query;
      const [receptions, works] = await Promise.all([
        serviceReceptions(fastify.db, holdingId, city),
        bookableWorks(fastify.db, holdingId),
      ]);
      return { dealers: receptions.map(bookingDealer), works };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /timeslots', {
      tags: ['service'],
      summary: 'Свободное время приёма дилера на день',
      description:
        'Только слоты, где осталось место и которые ещё не начались. date — ГГГГ-ММ-ДД, не раньше сегодняшнего дня и не дальше 30 дней.',
      operationId: 'getTimeslots',
      errors: errorResponses(400),
    }),
    handler: async (request) => {
      const { holdingId, dealer, date } = request.query;
      const now = fastify.services.clock();
      const reception = await requireReception(fastify.db, holdingId, dealer);
      requireDay(reception, date, now);
      const slots = await freeSlots(fastify.db, reception, date, now);
      return {
        dealer: { code: reception.code, name: reception.name },
        date,
        slots: slots.map((slot) => ({ time: formatMinutes(slot.start), free: slot.free })),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /timeslots/days', {
      tags: ['service'],
      summary: 'Дни записи дилера со свободными местами',
      description:
        'Рабочие дни приёма от сегодняшнего на 30 дней вперёд и сколько мест в них свободно; free = 0 — день занят.',
      operationId: 'getTimeslotDays',
      errors: errorResponses(400),
    }),
    handler: async (request) => {
      const { holdingId, dealer } = request.query;
      const reception = await requireReception(fastify.db, holdingId, dealer);
      const days = await freeDays(fastify.db, reception, fastify.services.clock());
      return { dealer: { code: reception.code, name: reception.name }, days };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /timeslots/book', {
      tags: ['service'],
      summary: 'Записаться на сервис',
      description:
        'Сохраняет заявку «Запись на сервис» и место в слоте одной транзакцией. 409: место в слоте заняли, пока посетитель заполнял форму. Повтор той же заявки отвечает первой записью.',
      operationId: 'bookService',
      errors: errorResponses(400, 409, 429),
    }),
    handler: async (request, reply) => {
      const sender = await senderOf(fastify, request, reply);
      const booked = await bookService(fastify.db, request.query.holdingId, request.body, sender);
      return { ...booked, calendarKey: calendarKey(fastify.services.secret, booked.bookingId) };
    },
  });

  // «Добавить в календарь» of the confirmation: a link, so it works without JavaScript too.
  fastify.get(
    '/bookings/:id/calendar.ics',
    {
      schema: {
        tags: ['service'],
        summary: 'Файл календаря (iCalendar, RFC 5545) записи на сервис',
        operationId: 'getBookingCalendar',
        params: z.object({
          id: z.coerce
            .number({ error: 'Номер записи: целое число' })
            .int('Номер записи: целое число')
            .min(1, 'Номер записи: целое число')
            .max(2_147_483_647, 'Номер записи: целое число'),
        }),
        querystring: z.object({ key: z.string().max(64).default('') }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const visit = isCalendarKey(fastify.services.secret, id, request.query.key)
        ? await bookingVisit(fastify.db, id)
        : null;
      if (!visit || visit.cancelledAt)
        throw new AppError(errorCode.notFound, 'Запись не найдена или отменена');
      const work = typeof visit.payload.serviceWork === 'string' ? visit.payload.serviceWork : '';
      const ics = visitCalendar({
        uid: `service-booking-${visit.id}-h${visit.holdingId}@dealer-site`,
        day: visit.day,
        startsAt: visit.startsAt,
        minutes: visit.slotMinutes ?? 60,
        summary: `Сервис: ${work || 'запись'} — ${visit.dealerName}`,
        location: `${visit.dealerName}, ${visit.address}`,
        description: `Запись на сервис № ${visit.id}. ${work}`.trim(),
        stamp: fastify.services.clock(),
      });
      return sendCalendar(reply, visit.id, ics);
    },
  );
};

export default timeslots;
