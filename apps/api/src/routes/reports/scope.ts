import { errorCode } from '@dealer/contract';
import type { FastifyRequest } from 'fastify';
import type { LeadScope } from '../../db/queries/report-leads.ts';
import { AppError } from '../../errors.ts';
import { authMessages, staffOf } from '../../plugins/app/auth.ts';

// What a staff member may read on this holding's site: another holding's is refused; a manager
// reads only the dealerships assigned to them.
export function scopeOf(request: FastifyRequest, holdingId: 1 | 2): LeadScope {
  const staff = staffOf(request);
  if (staff.holdingId !== null && staff.holdingId !== holdingId)
    throw new AppError(errorCode.permissionDenied, authMessages.forbidden);
  return { holdingId, managerId: staff.role === 'manager' ? staff.id : null };
}
