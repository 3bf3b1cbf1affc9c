import { z } from 'zod';
import { dealerIdParam, holdingIdQuery } from './common.ts';
import { contentBlockSchema } from './content.ts';
import { formUrlSchema, leadFormDataSchema } from './leads.ts';

const code = (error: string) => z.string({ error }).regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, error);

// A /service or /services page path without slashes at its ends: 'service/to', 'services/credit'.
export const servicePagePathSchema = z
  .string({ error: 'Укажите адрес страницы' })
  .regex(/^services?(\/[a-z0-9_-]{1,64}){0,3}$/, 'Некорректный адрес страницы')
  .meta({ example: 'service/to/zamena-masla' });

export const servicePageQuerySchema = holdingIdQuery.extend({ path: servicePagePathSchema });

export const bookableWorkSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    priceFrom: z.number().int().meta({ description: 'Цена от, ₽' }),
    durationMinutes: z.number().int(),
    pagePath: z.string().nullable(),
  })
  .meta({ id: 'BookableWork' });
export type BookableWork = z.infer<typeof bookableWorkSchema>;

export const servicePageSchema = z
  .object({
    path: z.string(),
    title: z.string(),
    description: z.string(),
    blocks: z.array(contentBlockSchema),
    children: z.array(z.object({ path: z.string(), title: z.string() })),
    works: z.array(bookableWorkSchema),
  })
  .meta({ id: 'ServicePage' });
export type ServicePage = z.infer<typeof servicePageSchema>;

export const bookingDealerSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    cityCode: z.string(),
    address: z.string(),
    weekdays: z.array(z.number().int()).meta({ description: 'Дни приёма: 1 — пн … 7 — вс' }),
    opensAt: z.string().meta({ example: '09:00' }),
    closesAt: z.string().meta({ example: '21:00' }),
    slotMinutes: z.number().int(),
    capacity: z.number().int().meta({ description: 'Сколько машин принимает один слот' }),
  })
  .meta({ id: 'BookingDealer' });
export type BookingDealer = z.infer<typeof bookingDealerSchema>;

export const bookingOptionsQuerySchema = holdingIdQuery.extend({
  city: z.enum(['msk', 'spb'], { error: 'Город: msk или spb' }).optional(),
});
export const bookingOptionsSchema = z
  .object({ dealers: z.array(bookingDealerSchema), works: z.array(bookableWorkSchema) })
  .meta({ id: 'BookingOptions' });
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

export const timeslotsQuerySchema = holdingIdQuery.extend({
  dealer: code('Выберите дилерский центр'),
  date: z
    .string({ error: 'Выберите дату' })
    .max(20, 'Выберите дату')
    .meta({ example: '2026-12-01' }),
});
export const timeslotsSchema = z
  .object({
    dealer: z.object({ code: z.string(), name: z.string() }),
    date: z.string(),
    slots: z.array(
      z.object({
        time: z.string().meta({ example: '10:00' }),
        free: z.number().int().meta({ description: 'Свободных мест в слоте' }),
      }),
    ),
  })
  .meta({ id: 'Timeslots' });
export type Timeslots = z.infer<typeof timeslotsSchema>;

// GET /timeslots/days: the bookable days of a dealer's reception with their free places, so the
// date choice marks a full day before the visitor picks it.
export const timeslotDaysQuerySchema = holdingIdQuery.extend({
  dealer: code('Выберите дилерский центр'),
});
export const timeslotDaysSchema = z
  .object({
    dealer: z.object({ code: z.string(), name: z.string() }),
    days: z.array(
      z.object({
        date: z.string().meta({ example: '2026-12-01' }),
        free: z.number().int().meta({ description: 'Свободных мест за день; 0 — день занят' }),
      }),
    ),
  })
  .meta({ id: 'TimeslotDays' });
export type TimeslotDays = z.infer<typeof timeslotDaysSchema>;

export const bookingBodySchema = z
  .object({
    dealer: code('Выберите дилерский центр'),
    date: z.string({ error: 'Выберите дату' }).max(20, 'Выберите дату'),
    time: z.string({ error: 'Выберите свободное время' }).max(5, 'Выберите свободное время'),
    work: code('Выберите вид работ'),
    formUrl: formUrlSchema,
    formData: leadFormDataSchema,
  })
  .meta({ id: 'BookingBody' });
export type BookingBody = z.infer<typeof bookingBodySchema>;

export const bookingAcceptedSchema = z
  .object({
    success: z.literal(true),
    leadId: z.number().int(),
    bookingId: z.number().int(),
    calendarKey: z.string().meta({
      description: 'Ключ файла календаря: GET /timeslots/bookings/{bookingId}/calendar.ics?key=…',
    }),
    duplicate: z.boolean(),
    dealer: z.object({ code: z.string(), name: z.string(), address: z.string() }),
    date: z.string(),
    time: z.string(),
    work: z.string(),
  })
  .meta({ id: 'BookingAccepted' });
export type BookingAccepted = z.infer<typeof bookingAcceptedSchema>;

// The staff's view of a booked place (/reports): the visit, who booked it, and whether staff
// cancelled it (a cancelled place is free for other visitors again).
export const staffBookingSchema = z
  .object({
    id: z.number().int(),
    leadId: z.number().int(),
    dealer: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    date: z.string().meta({ example: '2026-12-01' }),
    time: z.string().meta({ example: '10:00' }),
    work: z.object({ code: z.string(), name: z.string().nullable() }),
    name: z.string(),
    phone: z.string().meta({ example: '+7 900-000-00-01' }),
    car: z.string().meta({ description: 'Автомобиль, как его назвал клиент; пусто — не указан' }),
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
    cancelledBy: z.number().int().nullable().meta({ description: 'Сотрудник, отменивший запись' }),
  })
  .meta({ id: 'StaffBooking' });
export type StaffBooking = z.infer<typeof staffBookingSchema>;

// GET /reports/bookings: one day's bookings, of one dealership or of all the staff member sees.
export const staffBookingsQuery = holdingIdQuery.extend({
  date: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }),
  dealerId: dealerIdParam.optional(),
});
export const staffBookingsSchema = z
  .object({ items: z.array(staffBookingSchema) })
  .meta({ id: 'StaffBookings' });
export type StaffBookings = z.infer<typeof staffBookingsSchema>;
