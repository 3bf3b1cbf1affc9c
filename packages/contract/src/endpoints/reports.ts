import {
  holdingIdQuery,
  recordIdParams,
  reportDealersSchema,
  reportLeadDetailSchema,
  reportStatsQuery,
  reportStatsSchema,
} from '../index.ts';
import type { EndpointGroup } from './types.ts';

// The staff's lead desk beyond the list: one lead, the figures for the chart, the dealer filter.
export const reportsEndpoints = {
  'GET /reports/leads/:id': {
    params: recordIdParams,
    query: holdingIdQuery,
    response: reportLeadDetailSchema,
  },
  'GET /reports/stats': { query: reportStatsQuery, response: reportStatsSchema },
  'GET /reports/dealers': { query: holdingIdQuery, response: reportDealersSchema },
} as const satisfies EndpointGroup;
