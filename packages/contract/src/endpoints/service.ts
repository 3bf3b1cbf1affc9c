import { holdingIdQuery } from '../common.ts';
import {
  bookingAcceptedSchema,
  bookingBodySchema,
  bookingOptionsQuerySchema,
  bookingOptionsSchema,
  servicePageQuerySchema,
  servicePageSchema,
  timeslotDaysQuerySchema,
  timeslotDaysSchema,
  timeslotsQuerySchema,
  timeslotsSchema,
} from '../service.ts';
import type { EndpointGroup } from './types.ts';

// SPEC 2.7: the service pages' content, and the service booking with its time slots.
export const serviceEndpoints = {
  'GET /service/page': { query: servicePageQuerySchema, response: servicePageSchema },
  'GET /timeslots/options': { query: bookingOptionsQuerySchema, response: bookingOptionsSchema },
  'GET /timeslots': { query: timeslotsQuerySchema, response: timeslotsSchema },
  'GET /timeslots/days': { query: timeslotDaysQuerySchema, response: timeslotDaysSchema },
  'POST /timeslots/book': {
    query: holdingIdQuery,
    body: bookingBodySchema,
    response: bookingAcceptedSchema,
  },
} as const satisfies EndpointGroup;
