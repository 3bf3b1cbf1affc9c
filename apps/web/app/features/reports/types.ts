import type { ReportDealers, ReportLead, ReportStats, Staff } from '@dealer/contract';

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
}

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
