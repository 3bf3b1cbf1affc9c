import type { LeadState, ReportDealers, ReportLead, ReportStats, Staff } from '@dealer/contract';
import type { StoreOrderStatus } from '@dealer/domain';

/** What the staff sign-in shows after a failed post. */
export interface StaffSignInState {
  login: string;
  error: string;
  field?: 'login' | 'password';
}

/** The filters of the desk, as the URL holds them (empty: not set). */
export interface DeskFilters {
  dateFrom: string;
  dateTo: string;
  formId: string;
  dealerId: string;
  city: string;
  delivery: string;
  state: string;
  /** The search box: a phone in any format, a name, a VIN or a lead number. */
  q: string;
}

/** What a lead's page shows after its state was changed, or why it was not. */
export type LeadActionState =
  | { ok: true; state: LeadState }
  | { ok: true; orderStatus: StoreOrderStatus }
  | { ok: false; error: string };

export interface DeskData {
  staff: Staff;
  filters: DeskFilters;
  /** A filter value the API refused, named for the staff member. */
  filterError: string | null;
  leads: readonly ReportLead[];
  total: number;
  page: number;
  totalPages: number;
  stats: ReportStats | null;
  dealers: ReportDealers['items'];
  forms: readonly { id: string; subject: string }[];
  /** The current filters as a query string, for the CSV export and the pages. */
  query: string;
}

/** What /slgen shows after a post: the short link, or why the address was refused. */
export type ShortLinkState =
  | { ok: true; url: string; link: string; target: string; created: boolean; qr: string }
  | { ok: false; url: string; error: string };

/** What the review queue shows after a decision, or why it was refused (the form kept). */
export type ReviewActionState =
  | { ok: true; id: number; decision: 'publish' | 'reject' }
  | {
      ok: false;
      id: number;
      error: string;
      fields: Record<string, string>;
      values?: { answer: string; reason: string };
    };

/** What the staff page shows after a post: done, or why not with the create form kept. */
export type StaffActionState =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      fields: Record<string, string>;
      values?: { login: string; name: string; role: string };
    };

/** What the bookings page shows after a post; `form` and `id` say which form it answers. */
export type BookingActionState =
  | { ok: true; message: string }
  | { ok: false; form: string; id: number; error: string; fields: Record<string, string> };
