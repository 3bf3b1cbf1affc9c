import { z } from 'zod';
import { holdingIdQuery } from './common.ts';
import { text } from './identity-common.ts';

export const ipQuery = holdingIdQuery.extend({
  ip: z.union([z.ipv4(), z.ipv6()], { error: 'Некорректный IP-адрес' }).optional(),
});
export type IpQuery = z.input<typeof ipQuery>;

// SPEC 7 /suggestions/location: the answer has siteCityCode (krasnodar and unknown become msk).
export const locationSchema = z
  .object({
    siteCityCode: z.enum(['msk', 'spb']),
    city: z.string().nullable().meta({ description: 'Город по данным сервиса, если известен' }),
    region_with_type: z.string().nullable(),
  })
  .meta({ id: 'Location' });
export type LocationAnswer = z.infer<typeof locationSchema>;

// The address suggestions the browser asks through us, so the service key stays on the server.
export const addressQueryBodySchema = z
  .object({
    query: text(300).min(1, 'Введите адрес'),
    count: z.number().int().min(1).max(20).default(10),
  })
  .meta({ id: 'AddressQuery' });
export type AddressQueryBody = z.input<typeof addressQueryBodySchema>;

export const addressSuggestionsSchema = z
  .object({
    suggestions: z.array(
      z.object({
        value: z.string(),
        unrestricted_value: z.string(),
        data: z.record(z.string(), z.unknown()),
      }),
    ),
  })
  .meta({ id: 'AddressSuggestions' });
export type AddressSuggestions = z.infer<typeof addressSuggestionsSchema>;
