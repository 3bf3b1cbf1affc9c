import { CITIES, cityFromLocation } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../plugins/app/no-store.ts';
import type { Place } from '../../services/geolocation/types.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400);

// The service names the city in Russian; our code for it, or the name itself for the SPEC 4 rule.
function codeOfPlace(place: Place | null): string | null {
  if (!place?.city) return null;
  const city = CITIES.find((c) => c.city === place.city);
  return city ? city.code : place.city.toLowerCase();
}

// SPEC 4, 7 /suggestions: the visitor's city by IP and address suggestions; the key stays here.
const suggestionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.route({
    ...endpoint(fastify, 'GET /suggestions/location', {
      tags: ['suggestions'],
      summary: 'Город посетителя по IP-адресу',
      description:
        'ip: адрес посетителя (по умолчанию адрес запроса). Город вне списка, krasnodar и неизвестный адрес дают msk.',
      operationId: 'getLocation',
      errors,
    }),
    handler: async (request) => {
      const ip = request.query.ip ?? request.ip;
      let place: Place | null = null;
      try {
        place = await fastify.services.geolocation.locateIp(ip);
      } catch (error) {
        // A failed lookup must not break the city popup: Moscow, as SPEC 1 assumes.
        request.log.warn({ err: error }, 'IP location failed');
      }
      return {
        siteCityCode: cityFromLocation(codeOfPlace(place)),
        city: place?.city ?? null,
        region_with_type: place?.region_with_type ?? null,
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /suggestions/address', {
      tags: ['suggestions'],
      summary: 'Подсказки адресов',
      operationId: 'suggestAddress',
      errors,
    }),
    handler: async (request) => {
      try {
        const { query, count } = request.body;
        return { suggestions: await fastify.services.geolocation.suggestAddress(query, count) };
      } catch (error) {
        // Suggestions are a convenience: the visitor can still type the address.
        request.log.warn({ err: error }, 'Address suggestions failed');
        return { suggestions: [] };
      }
    },
  });
};

export default suggestionsRoutes;
