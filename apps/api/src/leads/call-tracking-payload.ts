import type { HoldingId } from '@dealer/contract';
import { getHolding, type LeadFormDefinition } from '@dealer/domain';
import type { CallTrackingLead, CallTrackingSite } from '../db/schema/index.ts';

// Fields that have their own place in the request, or must never leave (robot, consent flag).
const NOT_IN_COMMENT = new Set([
  'name',
  'firstname',
  'lastname',
  'middlename',
  'phone',
  'email',
  'policy',
  'robot',
  'clientSession',
  'files',
]);
// SPEC 7: mark and model are left out of the comment for service requests.
const VEHICLE_FIELDS = new Set(['mark', 'model']);

const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

export function pathOf(formUrl: string): string {
  try {
    return new URL(formUrl, 'http://site.invalid').pathname;
  } catch {
    return '';
  }
}

// SPEC 7: nothing goes to call tracking from the iframe online-service route.
export function skipsCallTracking(formUrl: string): boolean {
  return /^\/iframe\/service\/online(\/|$)/.test(pathOf(formUrl));
}

// SPEC 7: a different site id per holding, or for the used-car case (a page under .../used/...).
export function callTrackingSite(
  holdingId: HoldingId,
  formUrl: string,
  values: Record<string, unknown>,
): CallTrackingSite {
  const used = pathOf(formUrl).split('/').includes('used') || values.condition === 'used';
  return used ? `used-${holdingId}` : `holding-${holdingId}`;
}

export function fullName(values: Record<string, unknown>): string {
  const parts = [values.lastname, values.firstname, values.middlename].map(textOf).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : textOf(values.name);
}

// The register request of INTEGRATIONS.md: comment of key=value pairs, absolute request URL.
export function callTrackingLead(params: {
  leadId: number;
  holdingId: HoldingId;
  form: LeadFormDefinition;
  subject: string;
  formUrl: string;
  phone: string;
  values: Record<string, unknown>;
}): CallTrackingLead {
  const { values, form } = params;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (NOT_IN_COMMENT.has(key)) continue;
    if (form.kind === 'service' && VEHICLE_FIELDS.has(key)) continue;
    const text = textOf(value);
    if (text !== '') pairs.push(`${key}=${text}`);
  }
  const base = getHolding(params.holdingId).fullDomainWithProtocol;
  let requestUrl = params.formUrl;
  try {
    requestUrl = new URL(params.formUrl, base).toString();
  } catch {
    // A form URL that is not a URL is passed as it came.
  }
  return {
    subject: params.subject,
    requestNumber: String(params.leadId),
    fio: fullName(values),
    phoneNumber: params.phone,
    email: textOf(values.email),
    comment: pairs.join(', '),
    requestUrl,
    sessionId: textOf(values.clientSession),
    tags: form.id,
  };
}
