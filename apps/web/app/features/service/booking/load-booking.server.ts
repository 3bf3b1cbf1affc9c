import { data, type RouterContextProvider } from 'react-router';
import {
  BOOKING_HORIZON_DAYS,
  addDays,
  bookingDayProblem,
  formatDateLong,
  moscowClock,
  pluralCount,
  weekdayShort,
} from '@dealer/domain';
import { apiContext } from '../../../shared/api/context.ts';
import { siteContext } from '../../../shared/site/context.ts';
import type { GarageCar } from '@dealer/contract';
import type { BookingOptions } from '../service-data.ts';
import type { BookingPageData, CarDetails, Choice } from './booking-data.ts';

type Context = Readonly<RouterContextProvider>;

/** The page shows live free places: it is never kept in a shared cache. */
export const BOOKING_HEADERS = { 'cache-control': 'private, no-store' } as const;

const WEEKDAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

/** 'пн–сб, 08:00–21:00', or days listed when they are not a run ('пн, ср, пт, ...'). */
export function receptionText(dealer: BookingOptions['dealers'][number]): string {
  const days = [...dealer.weekdays].sort((a, b) => a - b);
  const first = days[0] ?? 1;
  const last = days.at(-1) ?? 7;
  const run = days.length > 2 && last - first + 1 === days.length;
  const names = run
    ? `${WEEKDAYS[first - 1]}–${WEEKDAYS[last - 1]}`
    : days.map((d) => WEEKDAYS[d - 1]).join(', ');
  return `${names}, ${dealer.opensAt}–${dealer.closesAt}`;
}

const param = (url: URL, name: string, max = 64) =>
  (url.searchParams.get(name) ?? '').slice(0, max);

function dealerChoice(dealer: BookingOptions['dealers'][number]): Choice {
  return { value: dealer.code, label: `${dealer.name}, ${dealer.address}` };
}

/** The signed-in customer of /lk/service-registration: their garage and profile fill the form in. */
export interface BookingCustomer {
  cars: readonly GarageCar[];
  firstname: string;
  phone: string;
}

function carChoice(car: GarageCar): Choice {
  const plate = car.stateNumber ? `, ${car.stateNumber}` : '';
  return { value: String(car.id), label: `${car.mark} ${car.model}${plate}` };
}

const carDetails = (car: GarageCar): CarDetails => ({
  mark: car.mark,
  model: car.model,
  vin: car.vin ?? '',
  stateNumber: car.stateNumber ?? '',
});

/** The car the URL names, else the main car, else the first: a garage booking always has one. */
function garageOf(cars: readonly GarageCar[], asked: string): BookingPageData['garage'] {
  const car = cars.find((c) => String(c.id) === asked) ?? cars.find((c) => c.isMain) ?? cars[0];
  return car ? { cars: cars.map(carChoice), car: carDetails(car), chosen: String(car.id) } : null;
}

const PLACES = ['место', 'места', 'мест'] as const;

/** «пт, 27 ноября — 5 мест», «сб, 28 ноября — мест нет»: a day of the date choice. */
function dayLabel({ date, free }: { date: string; free: number }): string {
  const day = formatDateLong(date).replace(/ \d{4} г\.$/, '');
  return `${weekdayShort(date)}, ${day} — ${free > 0 ? pluralCount(free, PLACES) : 'мест нет'}`;
}

/** SPEC 2.7 /service/online: receptions of the visitor's city, works, makes, and the day's slots. */
export async function loadBooking(
  context: Context,
  url: URL,
  embedded = false,
  customer?: BookingCustomer,
): Promise<BookingPageData> {
  const { city } = context.get(siteContext);
  const api = context.get(apiContext);
  const [options, brands] = await Promise.all([
    api.get('/timeslots/options', { query: { city } }),
    api.get('/brands', { optional: true }),
  ]);
  if (!options) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const chosen = {
    dealer: param(url, 'dealer'),
    mark: param(url, 'mark'),
    model: param(url, 'model', 100),
    work: param(url, 'work'),
    date: param(url, 'date', 10),
  };
  const dealer = options.dealers.find((d) => d.code === chosen.dealer);
  const now = new Date();
  const today = moscowClock(now).day;
  let slots: BookingPageData['slots'] = null;
  let slotsMessage: string | null = null;
  const days = dealer
    ? api.get('/timeslots/days', { query: { dealer: dealer.code }, optional: true })
    : Promise.resolve(null);
  if (dealer && chosen.date) {
    slotsMessage = bookingDayProblem(chosen.date, now, dealer);
    if (!slotsMessage) {
      const answer = await api.get('/timeslots', {
        query: { dealer: dealer.code, date: chosen.date },
        optional: true,
      });
      slots = answer?.slots ?? [];
      if (!answer) slotsMessage = 'Не удалось загрузить свободное время. Попробуйте ещё раз.';
      else if (slots.length === 0)
        slotsMessage = 'На этот день свободного времени нет, выберите другой день.';
    }
  }
  const dayList = (await days)?.days.map((day) => ({ ...day, label: dayLabel(day) })) ?? null;
  const page: BookingPageData = {
    dealers: options.dealers.map(dealerChoice),
    works: options.works.map((w) => ({ value: w.code, label: w.name })),
    marks: (brands?.data ?? []).map((b) => ({ value: b.code, label: b.nameEn })),
    chosen,
    minDate: today,
    maxDate: addDays(today, BOOKING_HORIZON_DAYS),
    reception: dealer ? receptionText(dealer) : null,
    slots,
    days: dayList,
    slotsMessage,
    embedded,
    garage: customer ? garageOf(customer.cars, param(url, 'car', 10)) : null,
    contact: customer ? { firstname: customer.firstname, phone: customer.phone } : null,
  };
  return page;
}
