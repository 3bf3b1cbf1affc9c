import { CONSENT_VERSION } from '@dealer/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { dealers, leadOutbox, leads, staffAccounts, staffDealers } from '../src/db/schema/index.ts';

export type ReportsSeedReport = { staffDealers: number; demoLeads: number };

const DAY = 86_400_000;
// Invented visitors (the unassigned 900-000-00-xx range), spread over the forms of the desk.
const NAMES = ['Иван', 'Мария', 'Олег', 'Светлана', 'Павел', 'Елена', 'Артём', 'Ольга'];
const FORMS = ['form_credit', 'form_testdrive', 'form_service', 'form_trade_in', 'form_callback'];

// The demo manager answers for the first two dealerships of the first holding.
async function seedAssignments(db: Db): Promise<number> {
  const [manager] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.login, 'manager'));
  if (!manager) return 0;
  const [have] = await db
    .select({ n: count() })
    .from(staffDealers)
    .where(eq(staffDealers.staffId, manager.id));
  if ((have?.n ?? 0) > 0) return 0;
  const picks = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.holdingId, 1)))
    .orderBy(asc(dealers.sort), asc(dealers.id))
    .limit(2);
  if (picks.length === 0) return 0;
  await db.insert(staffDealers).values(picks.map((d) => ({ staffId: manager.id, dealerId: d.id })));
  return picks.length;
}

// A fortnight of leads per holding for the staff's desk, when there are none yet.
async function seedLeads(db: Db, now: Date): Promise<number> {
  const [have] = await db.select({ n: count() }).from(leads);
  if ((have?.n ?? 0) > 0) return 0;
  let inserted = 0;
  for (const holdingId of [1, 2] as const) {
    const shops = await db
      .select({ id: dealers.id, code: dealers.code, name: dealers.name, city: dealers.cityCode })
      .from(dealers)
      .where(eq(dealers.holdingId, holdingId))
      .orderBy(asc(dealers.sort), asc(dealers.id));
    if (shops.length === 0) continue;
    for (let i = 0; i < 24; i += 1) {
      const shop = shops[i % shops.length]!;
      const formId = FORMS[i % FORMS.length]!;
      const firstname = NAMES[i % NAMES.length]!;
      const phone = `+7 900-000-${String(10 + (i % 80)).padStart(2, '0')}-${String(holdingId).padStart(2, '0')}`;
      const at = new Date(now.getTime() - (i % 14) * DAY - i * 3_600_000);
      const [lead] = await db
        .insert(leads)
        .values({
          holdingId,
          formId,
          formUrl: '/service/online/',
          cityCode: shop.city,
          phone,
          name: firstname,
          payload: {
            firstname,
            phone,
            dealer: shop.code,
            dealerName: shop.name,
            policy: true,
            comment: i % 3 === 0 ? 'Перезвоните после 18:00' : '',
          },
          contentHash: `demo-${holdingId}-${i}`,
          consentAt: at,
          consentIp: '198.51.100.7',
          consentFormId: formId,
          consentVersion: CONSENT_VERSION,
          createdAt: at,
        })
        .returning({ id: leads.id });
      inserted += 1;
      // Most are delivered to call tracking; some never were owed; none are left pending, so the
      // outbox worker of a demo run has nothing to send.
      if (lead && i % 4 !== 3)
        await db.insert(leadOutbox).values({
          leadId: lead.id,
          channel: 'calltouch',
          site: `holding-${holdingId}`,
          payload: {
            subject: formId,
            requestNumber: String(lead.id),
            fio: firstname,
            phoneNumber: phone.replace(/\D/g, ''),
            email: '',
            comment: '',
            requestUrl: '/service/online/',
            sessionId: '',
            tags: '',
          },
          attempts: 1,
          nextAttemptAt: at,
          deliveredAt: at,
          createdAt: at,
        });
    }
  }
  return inserted;
}

// After the catalogue (dealers) and identity (staff): the desk's assignments and demo leads.
export async function seedReportsDemo(db: Db, now: Date = new Date()): Promise<ReportsSeedReport> {
  return { staffDealers: await seedAssignments(db), demoLeads: await seedLeads(db, now) };
}
