import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  dealerDepartments,
  dealers,
  servicePages,
  serviceSchedules,
  serviceWorks,
} from '../../src/db/schema/index.ts';
import { SERVICE_PAGES } from './service-pages.ts';
import { SERVICE_WORKS } from './works.ts';

export type ServiceSeedReport = {
  servicePages: number;
  serviceWorks: number;
  serviceSchedules: number;
};

// The service department's hours of the demo dealers ('Ежедневно с 08:00 до 21:00'), one-hour slots;
// the second holding's dealers keep its hours, 'с 10:00 до 19:00 пн-пт' (SPEC 9, issue 29).
const RECEPTION = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  opensAt: 8 * 60,
  closesAt: 21 * 60,
  slotMinutes: 60,
};
const SECOND_HOLDING_RECEPTION = {
  weekdays: [1, 2, 3, 4, 5],
  opensAt: 10 * 60,
  closesAt: 19 * 60,
  slotMinutes: 60,
};

// Service pages, bookable works and every service department's reception; a second run adds nothing.
export async function seedService(tx: Db): Promise<ServiceSeedReport> {
  const pages = await tx
    .insert(servicePages)
    .values(SERVICE_PAGES.map((page) => ({ ...page, sort: page.sort ?? 0 })))
    .onConflictDoNothing()
    .returning({ id: servicePages.id });
  const works = await tx
    .insert(serviceWorks)
    .values(SERVICE_WORKS.map((work, sort) => ({ ...work, holdingId: null, sort })))
    .onConflictDoNothing()
    .returning({ id: serviceWorks.id });
  const withService = await tx
    .select({ id: dealers.id, holdingId: dealers.holdingId })
    .from(dealers)
    .innerJoin(
      dealerDepartments,
      and(eq(dealerDepartments.dealerId, dealers.id), eq(dealerDepartments.code, 'service')),
    )
    .orderBy(dealers.id);
  const schedules =
    withService.length === 0
      ? []
      : await tx
          .insert(serviceSchedules)
          // Two to four cars an hour, varying by dealer so the demo shows slots filling at different rates.
          .values(
            withService.map(({ id, holdingId }) => ({
              dealerId: id,
              ...(holdingId === 2 ? SECOND_HOLDING_RECEPTION : RECEPTION),
              capacity: 2 + (id % 3),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: sql<number>`${serviceSchedules.dealerId}` });
  return {
    servicePages: pages.length,
    serviceWorks: works.length,
    serviceSchedules: schedules.length,
  };
}
