import type { HoldingId, ReportLead, ReportLeadList } from '@dealer/contract';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { leadOutbox, leads, leadSubjects } from '../schema/index.ts';

export type LeadFilter = {
  holdingId: HoldingId;
  formId?: string | undefined;
  // Moscow days, inclusive (SPEC dates are shown in Moscow time).
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  page: number;
  pageSize: number;
};

const MOSCOW_OFFSET = '+03:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${MOSCOW_OFFSET}`);

function conditions(filter: LeadFilter): SQL | undefined {
  const parts: SQL[] = [eq(leads.holdingId, filter.holdingId)];
  if (filter.formId) parts.push(eq(leads.formId, filter.formId));
  if (filter.dateFrom) parts.push(gte(leads.createdAt, dayStart(filter.dateFrom)));
  if (filter.dateTo) {
    const end = dayStart(filter.dateTo);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(leads.createdAt, end));
  }
  return and(...parts);
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

// Read-only list for /reports, newest first, with whether call tracking has the lead yet.
export async function listLeads(db: Db, filter: LeadFilter): Promise<ReportLeadList> {
  const where = conditions(filter);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  const rows = await db
    .select({
      lead: leads,
      subject: leadSubjects.name,
      pending: sql<number>`(select count(*)::int from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id} and ${leadOutbox.deliveredAt} is null)`,
      deliveries: sql<number>`(select count(*)::int from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id})`,
    })
    .from(leads)
    .leftJoin(leadSubjects, eq(leadSubjects.formId, leads.formId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const items: ReportLead[] = rows.map(({ lead, subject, pending, deliveries }) => ({
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    holdingId: lead.holdingId,
    formId: lead.formId,
    subject: subject ?? lead.formId,
    formUrl: lead.formUrl,
    cityCode: lead.cityCode,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    comment: textOf(lead.payload.comment),
    consent: {
      at: lead.consentAt.toISOString(),
      ip: lead.consentIp,
      formId: lead.consentFormId,
      version: lead.consentVersion,
    },
    delivery: deliveries === 0 ? 'none' : pending > 0 ? 'pending' : 'delivered',
  }));
  const n = total?.n ?? 0;
  return {
    items,
    meta: {
      page: {
        current: filter.page,
        perPage: filter.pageSize,
        total: n,
        totalPages: Math.ceil(n / filter.pageSize),
      },
    },
  };
}
