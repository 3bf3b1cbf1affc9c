import {
  auditListSchema,
  auditQuery,
  bookingMoveBodySchema,
  dealerIdParams,
  receptionListSchema,
  receptionSchema,
  receptionUpdateBodySchema,
  holdingIdQuery,
  leadStateBodySchema,
  leadOrderBodySchema,
  staffCreateBodySchema,
  staffListSchema,
  staffMemberSchema,
  staffUpdateBodySchema,
  recordIdParams,
  reportDealersSchema,
  reportLeadDetailSchema,
  reportStatsQuery,
  reportStatsSchema,
  staffBookingSchema,
  staffBookingsQuery,
  staffBookingsSchema,
  stockFeedBodySchema,
  stockImportReportSchema,
  stockImportsQuery,
  stockImportsSchema,
  stockImportUploadSchema,
  successSchema,
} from '../index.ts';
import type { EndpointGroup } from './types.ts';

// The staff's lead desk beyond the list: one lead, the figures for the chart, the dealer filter;
// the service bookings.
export const reportsEndpoints = {
  'GET /reports/leads/:id': {
    params: recordIdParams,
    query: holdingIdQuery,
    response: reportLeadDetailSchema,
  },
  'GET /reports/stats': { query: reportStatsQuery, response: reportStatsSchema },
  'GET /reports/dealers': { query: holdingIdQuery, response: reportDealersSchema },
  // Service bookings: a day's list, and the cancel that frees the place (Hardening II item 3).
  'GET /reports/bookings': { query: staffBookingsQuery, response: staffBookingsSchema },
  'POST /reports/bookings/:id/cancel': {
    params: recordIdParams,
    query: holdingIdQuery,
    response: staffBookingSchema,
  },
  // Stock feeds (issue 32): the dealers with their feed addresses and the latest imports, one
  // report, an upload, and the address fetched on a schedule.
  'GET /reports/stock-import': { query: stockImportsQuery, response: stockImportsSchema },
  'GET /reports/stock-import/:id': {
    params: recordIdParams,
    query: holdingIdQuery,
    response: stockImportReportSchema,
  },
  'POST /reports/stock-import': {
    query: holdingIdQuery,
    body: stockImportUploadSchema,
    response: stockImportReportSchema,
  },
  'POST /reports/stock-import/feed': {
    query: holdingIdQuery,
    body: stockFeedBodySchema,
    response: successSchema,
  },
  // The back office (issue 30): a lead's state, the staff accounts, the audit log.
  'POST /reports/leads/:id/state': {
    params: recordIdParams,
    query: holdingIdQuery,
    body: leadStateBodySchema,
    response: reportLeadDetailSchema,
  },
  'POST /reports/leads/:id/order': {
    params: recordIdParams,
    query: holdingIdQuery,
    body: leadOrderBodySchema,
    response: reportLeadDetailSchema,
  },
  'GET /reports/audit': { query: auditQuery, response: auditListSchema },
  'POST /reports/bookings/:id/move': {
    params: recordIdParams,
    query: holdingIdQuery,
    body: bookingMoveBodySchema,
    response: staffBookingSchema,
  },
  'GET /reports/receptions': { query: holdingIdQuery, response: receptionListSchema },
  'PATCH /reports/receptions/:dealerId': {
    params: dealerIdParams,
    query: holdingIdQuery,
    body: receptionUpdateBodySchema,
    response: receptionSchema,
  },
  'GET /reports/staff': { query: holdingIdQuery, response: staffListSchema },
  'POST /reports/staff': {
    query: holdingIdQuery,
    body: staffCreateBodySchema,
    response: staffMemberSchema,
  },
  'PATCH /reports/staff/:id': {
    params: recordIdParams,
    query: holdingIdQuery,
    body: staffUpdateBodySchema,
    response: staffMemberSchema,
  },
} as const satisfies EndpointGroup;
