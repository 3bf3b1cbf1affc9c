// The service and services pages (SPEC 2.7).
export { ServicePage } from './service-page.tsx';
export { BookingPage, EmbeddedBookingPage } from './booking/booking-route.tsx';
export type { ServicePageView } from './service-data.ts';
