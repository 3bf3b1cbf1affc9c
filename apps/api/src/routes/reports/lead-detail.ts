import type { ReportLeadDetail } from '@dealer/contract';
import type { FastifyInstance } from 'fastify';
import { auditOf } from '../../db/queries/audit.ts';
import { carPhotoOf, filesOfLead, orderOfLead } from '../../db/queries/lead-work.ts';
import { leadDetail, type LeadScope } from '../../db/queries/report-leads.ts';

// One lead as its page shows it: the record, the car's photo and card, the files, the history.
export async function fullLeadDetail(
  fastify: FastifyInstance,
  scope: LeadScope,
  id: number,
): Promise<ReportLeadDetail | null> {
  const tracking = fastify.services.callTracking.name;
  const lead = await leadDetail(fastify.db, { ...scope, tracking }, id);
  if (!lead) return null;
  const carId = lead.car?.id ?? null;
  const [carPhoto, files, history, order] = await Promise.all([
    carId === null ? null : carPhotoOf(fastify.db, carId),
    filesOfLead(fastify.db, lead.id),
    auditOf(fastify.db, scope.holdingId, 'lead', lead.id),
    orderOfLead(fastify.db, lead.id),
  ]);
  return {
    ...lead,
    carPhoto,
    carUrl: carId === null ? null : `/catalog/${carId}/`,
    files,
    history,
    order,
  };
}
