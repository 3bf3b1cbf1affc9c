import type {
  HoldingId,
  LeadState,
  ReportDealers,
  ReportLead,
  ReportLeadDetail,
  ReportLeadList,
  ReportStats,
} from '@dealer/contract';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  dealers,
  leadOutbox,
  leads,
  leadSubjects,
  leadWork,
  staffAccounts,
  staffDealers,
} from '../schema/index.ts';

export type LeadScope = {
  holdingId: HoldingId;
  // A manager reads only the leads of the dealerships assigned to them; null: every dealership.
  managerId: number | null;
};

export type LeadFilter = LeadScope & {
  formId?: string | undefined;
  // Moscow days, inclusive (SPEC dates are shown in Moscow time).
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  dealerId?: number | undefined;
  city?: 'msk' | 'spb' | undefined;
  delivery?: 'pending' | 'delivered' | 'unconfigured' | 'none' | undefined;
  state?: LeadState | undefined;
  q?: string | undefined;
  // The call-tracking adapter now in use: a delivery recorded before adapters were named counts
  // as made by it, so 'log' (nothing configured) is never shown as delivered.
  tracking?: string | undefined;
};

export type LeadPage = LeadFilter & { page: number; pageSize: number };

const MOSCOW_OFFSET = '+03:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${MOSCOW_OFFSET}`);

// A lead names its dealership in the form data by code or by id, within its holding.
const leadDealerId = sql<number | null>`(select d.id from ${dealers} d
  where d.holding_id = ${leads.holdingId}
    and (d.code = ${leads.payload}->>'dealer' or d.id::text = ${leads.payload}->>'dealer')
  order by d.id limit 1)`;
const owedDeliveries = sql<number>`(select count(*)::int from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id})`;
const pendingDeliveries = sql<number>`(select count(*)::int from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id} and ${leadOutbox.deliveredAt} is null)`;
const loggedDeliveries = (tracking: string) =>
  sql<number>`(select count(*)::int from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id} and ${leadOutbox.deliveredAt} is not null and coalesce(${leadOutbox.deliveredVia}, ${tracking}) = 'log')`;
const leadState = sql<LeadState>`coalesce((select ${leadWork.state} from ${leadWork} where ${leadWork.leadId} = ${leads.id}), 'new')`;
const payloadText = (key: string) => sql<string>`coalesce(${leads.payload}->>${key}, '')`;

/**
 * The search box: a phone in any format (its last ten digits), a lead number, a VIN, a name or
 * an e-mail. Digits with phone punctuation are a phone or a number; anything else is text.
 */
export function searchCondition(q: string): SQL | undefined {
  const query = q.trim();
  if (!query) return undefined;
  if (/^[\d\s()+\-.№#]+$/.test(query)) {
    const digits = query.replace(/\D/g, '');
    if (!digits) return undefined;
    const number = sql`${leads.id} = ${Number(digits.slice(0, 9))}`;
    // «№ 123» and a few digits are a lead number; five to nine digits a number or part of a
    // phone; ten and more a phone (an 8 or +7 in front dropped).
    if (/[№#]/.test(query) || digits.length < 5) return number;
    const tail = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
    // Stored as digits by the forms; older and demo rows may keep the mask.
    const phone = sql`regexp_replace(${leads.phone}, '\\D', '', 'g') like ${`%${tail}%`}`;
    return digits.length <= 9 ? sql`(${number} or ${phone})` : phone;
  }
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${leads.name} ilike ${like} or ${leads.email} ilike ${like} or ${payloadText('vin')} ilike ${like} or ${payloadText('car')} ilike ${like})`;
}

function conditions(filter: LeadFilter): SQL | undefined {
  const parts: SQL[] = [eq(leads.holdingId, filter.holdingId)];
  if (filter.managerId !== null)
    parts.push(
      sql`${leadDealerId} in (select ${staffDealers.dealerId} from ${staffDealers} where ${staffDealers.staffId} = ${filter.managerId})`,
    );
  if (filter.formId) parts.push(eq(leads.formId, filter.formId));
  if (filter.dateFrom) parts.push(gte(leads.createdAt, dayStart(filter.dateFrom)));
  if (filter.dateTo) {
    const end = dayStart(filter.dateTo);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(leads.createdAt, end));
  }
  if (filter.dealerId) parts.push(sql`${leadDealerId} = ${filter.dealerId}`);
  if (filter.city) parts.push(eq(leads.cityCode, filter.city));
  const logged = loggedDeliveries(filter.tracking ?? 'log');
  if (filter.delivery === 'none') parts.push(sql`${owedDeliveries} = 0`);
  if (filter.delivery === 'pending') parts.push(sql`${pendingDeliveries} > 0`);
  if (filter.delivery === 'delivered')
    parts.push(sql`${owedDeliveries} > 0 and ${pendingDeliveries} = 0 and ${logged} = 0`);
  if (filter.delivery === 'unconfigured')
    parts.push(sql`${pendingDeliveries} = 0 and ${logged} > 0`);
  if (filter.state) parts.push(sql`${leadState} = ${filter.state}`);
  const search = filter.q ? searchCondition(filter.q) : undefined;
  if (search) parts.push(search);
  return and(...parts);
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && value !== '' ? n : null;
};

const columns = (tracking: string) => ({
  lead: leads,
  subject: leadSubjects.name,
  pending: pendingDeliveries,
  deliveries: owedDeliveries,
  logged: loggedDeliveries(tracking),
  dealerId: leadDealerId,
  dealerName: sql<string | null>`(select d.name from ${dealers} d where d.id = ${leadDealerId})`,
  state: leadState,
  managerId: leadWork.managerId,
  managerName: staffAccounts.name,
});

type Row = {
  lead: typeof leads.$inferSelect;
  subject: string | null;
  pending: number;
  deliveries: number;
  logged: number;
  dealerId: number | null;
  dealerName: string | null;
  state: LeadState;
  managerId: number | null;
  managerName: string | null;
};

function deliveryOf({ deliveries, pending, logged }: Row): ReportLead['delivery'] {
  if (deliveries === 0) return 'none';
  if (pending > 0) return 'pending';
  return logged > 0 ? 'unconfigured' : 'delivered';
}

// The car a card's form named (carId, car, VIN, price; decision 0024's context of the lead).
function carOf(payload: Record<string, unknown>): ReportLead['car'] {
  const name =
    textOf(payload.car) || [textOf(payload.mark), textOf(payload.model)].join(' ').trim();
  const vin = textOf(payload.vin);
  const id = numberOf(payload.carId);
  if (!name && !vin && id === null) return null;
  return { id, name, vin, price: numberOf(payload.price) };
}

// The visitor's chosen terms, in the order the desk shows them.
const TERM_KEYS = [
  'creditMonthly',
  'creditDownPayment',
  'creditTerm',
  'creditRate',
  'date',
  'time',
  'work',
] as const;

function termsOf(payload: Record<string, unknown>): ReportLead['terms'] {
  return TERM_KEYS.flatMap((name) => {
    const value = payload[name];
    if (value === null || value === undefined || value === '') return [];
    return [{ name, value: typeof value === 'string' ? value : JSON.stringify(value) }];
  });
}

function toReportLead(row: Row): ReportLead {
  const { lead, subject, dealerId, dealerName } = row;
  return {
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
    delivery: deliveryOf(row),
    dealer: dealerId !== null && dealerName !== null ? { id: dealerId, name: dealerName } : null,
    state: row.state,
    manager:
      row.managerId !== null && row.managerName !== null
        ? { id: row.managerId, name: row.managerName }
        : null,
    car: carOf(lead.payload),
    terms: termsOf(lead.payload),
  };
}

// Read-only list for /reports, newest first, with whether call tracking has the lead yet.
export async function listLeads(db: Db, filter: LeadPage): Promise<ReportLeadList> {
  const where = conditions(filter);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  const rows = await db
    .select(columns(filter.tracking ?? 'log'))
    .from(leads)
    .leftJoin(leadSubjects, eq(leadSubjects.formId, leads.formId))
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, leadWork.managerId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toReportLead),
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

// One lead inside the staff member's scope, or null (another holding's, another dealership's).
export async function leadDetail(
  db: Db,
  scope: LeadScope & { tracking?: string | undefined },
  id: number,
): Promise<LeadRecord | null> {
  const [row] = await db
    .select({
      ...columns(scope.tracking ?? 'log'),
      attempts: sql<number>`(select coalesce(sum(${leadOutbox.attempts}), 0)::int from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id})`,
      lastError: sql<
        string | null
      >`(select ${leadOutbox.lastError} from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id} order by ${leadOutbox.id} desc limit 1)`,
      deliveredAt: sql<
        string | null
      >`(select max(${leadOutbox.deliveredAt}) from ${leadOutbox} where ${leadOutbox.leadId} = ${leads.id})`,
    })
    .from(leads)
    .leftJoin(leadSubjects, eq(leadSubjects.formId, leads.formId))
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, leadWork.managerId))
    .where(and(eq(leads.id, id), conditions(scope)))
    .limit(1);
  if (!row) return null;
  const fields = Object.entries(row.lead.payload)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => ({
      name,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    }));
  return {
    ...toReportLead(row),
    userAgent: row.lead.userAgent,
    fields,
    attempts: row.attempts,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt ? new Date(row.deliveredAt).toISOString() : null,
  };
}

// The detail without what other tables add (photo, files, history): see routes/reports.
export type LeadRecord = Omit<
  ReportLeadDetail,
  'carPhoto' | 'carUrl' | 'files' | 'history' | 'order'
>;

// Leads per Moscow day and per form, for the desk's chart.
export async function leadStats(db: Db, filter: LeadFilter): Promise<ReportStats> {
  const where = conditions(filter);
  const day = sql<string>`to_char(${leads.createdAt} at time zone 'Europe/Moscow', 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(where)
    .groupBy(day)
    .orderBy(asc(day));
  const byForm = await db
    .select({
      formId: leads.formId,
      subject: sql<string>`coalesce(max(${leadSubjects.name}), ${leads.formId})`,
      count: sql<number>`count(*)::int`,
    })
    .from(leads)
    .leftJoin(leadSubjects, eq(leadSubjects.formId, leads.formId))
    .where(where)
    .groupBy(leads.formId)
    .orderBy(desc(sql`count(*)`), asc(leads.formId));
  return { total: byDay.reduce((sum, d) => sum + d.count, 0), byDay, byForm };
}

// The dealerships a staff member may filter by: all of the holding, or a manager's own.
export async function reportDealers(db: Db, scope: LeadScope): Promise<ReportDealers> {
  const where =
    scope.managerId === null
      ? eq(dealers.holdingId, scope.holdingId)
      : and(
          eq(dealers.holdingId, scope.holdingId),
          sql`${dealers.id} in (select ${staffDealers.dealerId} from ${staffDealers} where ${staffDealers.staffId} = ${scope.managerId})`,
        );
  const items = await db
    .select({ id: dealers.id, name: dealers.name, cityCode: dealers.cityCode })
    .from(dealers)
    .where(where)
    .orderBy(asc(dealers.sort), asc(dealers.name));
  return { items };
}
