// Rules of the service pages (SPEC 2.7): booking days and time slots.
export * from './booking.ts';
export * from './calendar.ts';
