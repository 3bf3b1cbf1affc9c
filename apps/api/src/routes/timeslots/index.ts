import { formatMinutes } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookService } from '../../booking/book.ts';
import { bookingDealer, freeSlots, requireDay, requireReception } from '../../booking/timeslots.ts';
import { serviceReceptions } from '../../db/queries/service/booking.ts';
import { bookableWorks } from '../../db/queries/service/pages.ts';
import { senderOf } from '../../leads/request-context.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

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
      return bookService(fastify.db, request.query.holdingId, request.body, sender);
    },
  });
};

export default timeslots;
