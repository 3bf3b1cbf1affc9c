import type { CallTrackingLead, CallTrackingSite } from '../../db/schema/leads.ts';

export type { CallTrackingLead, CallTrackingSite };

// Registers one lead with the call-tracking service; throws ServiceError unless it was accepted.
export interface CallTracking {
  readonly name: string;
  register(site: CallTrackingSite, lead: CallTrackingLead): Promise<void>;
}
