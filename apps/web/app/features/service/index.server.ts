// What the route modules of the service pages may use on the server.
export { loadServicePage, servicePathOf } from './load-service.server.ts';
export { loadTradeInFor } from './load-trade-in.server.ts';
export { loadBookingPage } from './booking/load-booking-page.server.ts';
export { bookingAction } from './booking/booking-action.server.ts';
