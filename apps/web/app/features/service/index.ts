// The service and services pages (SPEC 2.7).
export { ServicePage } from './service-page.tsx';
export { BookingPage, EmbeddedBookingPage, EmbeddedServiceForm } from './booking/booking-route.tsx';
export {
  bookingHeaders,
  bookingMeta,
  bookingShouldRevalidate,
} from './booking/booking-route-exports.ts';
export { BookingForm } from './booking/booking-page.tsx';
export type { ServicePageView } from './service-data.ts';
export { serviceFormOf, PAGES_WITH_FORMS, type ServiceForm } from './service-forms.ts';
