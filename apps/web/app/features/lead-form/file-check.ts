import { leadFileChoiceError } from '@dealer/domain';

/** The posted name of the attachment; the action uploads it and sends its id as `files`. */
export const FILE_FIELD = 'file';

/**
 * The chosen file's message (too big, wrong type, empty) for the form's check, if any. Apart from
 * FileField, so a form without one does not carry the field's code.
 */
export function fileErrorsOf(formData: FormData): Record<string, string[]> {
  const file = formData.get(FILE_FIELD);
  const message = file instanceof File ? leadFileChoiceError(file) : null;
  return message ? { [FILE_FIELD]: [message] } : {};
}
