import type { ResponseOf } from '@dealer/contract/endpoints';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';

export type ServicePageData = ResponseOf<'GET /service/page'>;
export type BookingOptions = ResponseOf<'GET /timeslots/options'>;
export type Timeslots = ResponseOf<'GET /timeslots'>;

/** A link of a page to a page under it: only pages that are built on the holding. */
export interface SubPageLink {
  title: string;
  href: string;
  /** The drawing of a service on the services hub (service-icons.svg). */
  icon?: string | undefined;
  /** Pages about the same service, linked under it on the hub. */
  related?: SubPageLink[];
}

/** What a /service or /services page renders: the editors' text, its path and where to go on. */
export interface ServicePageView {
  title: string;
  description: string;
  blocks: ServicePageData['blocks'];
  works: ServicePageData['works'];
  crumbs: BreadcrumbItem[];
  children: SubPageLink[];
  /** «Запись на сервис» (SPEC 2.11) on /service pages, with the page's work preselected. */
  bookingHref: string | null;
}
