/** A choice of a select: its value and what the visitor reads. */
export interface Choice {
  value: string;
  label: string;
  /** Shown but not to be chosen (a full day). */
  disabled?: boolean;
}

/** What the booking page knows before the visitor books: the choices and what is chosen so far. */
export interface BookingPageData {
  dealers: Choice[];
  works: Choice[];
  marks: Choice[];
  /** The first step's answers, read from the URL (a GET form, so it works without JavaScript). */
  chosen: {
    dealer: string;
    mark: string;
    model: string;
    work: string;
    date: string;
  };
  /** The day input's bounds: today and the booking horizon, Moscow time. */
  minDate: string;
  maxDate: string;
  /** The chosen dealer's reception, e.g. 'пн–вс, 08:00–21:00'. */
  reception: string | null;
  /** Free slots of the chosen day; null until a dealer and a day are chosen. */
  slots: { time: string; free: number }[] | null;
  /** The chosen dealer's bookable days with their free places (0: full); null before a dealer. */
  days: { date: string; label: string; free: number }[] | null;
  /** Why there are no slots to show (a closed day, a past day...). */
  slotsMessage: string | null;
  /** The page is the embed (/iframe/service/online): no site links around it. */
  embedded: boolean;
  /** The personal area's booking: the garage's cars and what the chosen one fills in. */
  garage: { cars: Choice[]; chosen: string; car: CarDetails } | null;
  /** Name and phone from the customer's profile, filled in for them. */
  contact: { firstname: string; phone: string } | null;
}

/** The car fields a garage car fills in. */
export interface CarDetails {
  mark: string;
  model: string;
  vin: string;
  stateNumber: string;
}

/** A sent booking, as the success block names it. */
export interface BookedVisit {
  /** The booking's number, as the customer names it to the dealer: «№ 123». */
  number: string;
  /** The visit's calendar file (.ics), a plain link. */
  calendarHref: string;
  dealer: string;
  address: string;
  date: string;
  time: string;
  work: string;
}

/** What the booking action answers: the visit, or the messages and what the visitor typed. */
export type BookingActionData =
  | { ok: true; visit: BookedVisit }
  | {
      ok: false;
      formError: string | null;
      fieldErrors: Partial<Record<string, string>>;
      values: Record<string, string>;
    };
