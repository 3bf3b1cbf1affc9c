import { LEAD_FILE_MAX_BYTES, LEAD_FILE_MESSAGES } from '@dealer/domain';
import type { ApiClient } from '../../shared/api/client.server.ts';
import { FormTooLarge, readFormWithin } from '../../shared/api/read-form.server.ts';
import { leadFailureOf, type LeadFailure } from './api-errors.ts';
import { FILE_FIELD } from './file-check.ts';

// A posted form is read whole before the action looks at it: one file and a few short fields.
const FORM_MAX_BYTES = LEAD_FILE_MAX_BYTES + 256 * 1024;

export { FormTooLarge };

/** The posted form, refused (FormTooLarge) past the size one file and the fields may take. */
export function readLeadForm(request: Request): Promise<FormData> {
  return readFormWithin(request, FORM_MAX_BYTES, LEAD_FILE_MESSAGES.tooLarge);
}

/**
 * The attachment of a valid form, stored through the API's /lead/file (which decides the type by
 * its content): the ids the lead then names in `files`, or why it was refused.
 */
export async function uploadLeadFile(
  api: ApiClient,
  form: FormData,
): Promise<{ files: string[] } | { failure: LeadFailure }> {
  const file = form.get(FILE_FIELD);
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) return { files: [] };
  const body = new FormData();
  body.set('file', file, file.name);
  // The contract describes this multipart form for the OpenAPI document; the client sends it as is.
  const answer = await api.post('/lead/file', { body: body as unknown as { file: string } });
  if (answer.status === 200 && answer.body && 'id' in answer.body)
    return { files: [answer.body.id] };
  return { failure: leadFailureOf(answer.status, answer.body) };
}
