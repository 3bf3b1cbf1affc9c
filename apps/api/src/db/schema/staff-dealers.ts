import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { dealers } from './dealers.ts';
import { staffAccounts } from './users.ts';

// The dealerships a manager answers for: a manager reads only their leads; an administrator
// reads every dealership of the holding and needs no rows here.
export const staffDealers = pgTable(
  'staff_dealers',
  {
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.dealerId] }),
    index('staff_dealers_dealer_idx').on(t.dealerId),
  ],
);

export type StaffDealerRow = typeof staffDealers.$inferSelect;
