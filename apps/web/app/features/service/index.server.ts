// What the route modules of the service pages may use on the server.
export { loadServicePage, servicePathOf } from './load-service.server.ts';
export { loadTradeInFor } from './load-trade-in.server.ts';
export { loadBookingPage, loadGarageBookingPage } from './booking/load-booking-page.server.ts';
export { bookingAction, garageBookingAction } from './booking/booking-action.server.ts';
