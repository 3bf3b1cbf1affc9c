import { rm } from 'node:fs/promises';
import { errorCode } from '@dealer/contract';
import { LEAD_FILE_MESSAGES as M } from '@dealer/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { SpoolRefused, spoolFile, type Spooled } from '../../files/spool.ts';

const refuse = (message: string, status: number) =>
  new AppError(errorCode.invalidArgument, message, [{ field: 'file', message }], status);

// What the multipart plugin or the spool throws, in the visitor's words and the right status.
function uploadFailure(error: unknown): AppError | null {
  if (error instanceof SpoolRefused) {
    if (error.reason === 'tooLarge') return refuse(M.tooLarge, 413);
    return error.reason === 'type' ? refuse(M.type, 415) : refuse(M.empty, 400);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(M.tooLarge, 413);
  if (code === 'FST_FILES_LIMIT') return refuse(M.oneFile, 400);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuse(M.notForm, 400);
  const broken = brokenMultipartStatus(error);
  return broken ? refuse(M.notForm, broken) : null;
}

/**
 * The status of a multipart body the plugin or busboy could not read (a type that is not
 * multipart, no boundary, a broken part or end), or null for any other error.
 */
export function brokenMultipartStatus(error: unknown): 400 | 415 | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 415;
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return 400;
  // busboy's own, without a code.
  const message = error instanceof Error ? error.message : '';
  if (/^(Multipart: Boundary not found|Malformed part header|Unexpected end of form)/.test(message))
    return 400;
  return null;
}

/**
 * The one file of a lead upload, streamed to the spool folder as it arrives (at most 10 MB) and
 * checked by its first bytes; the caller moves it into the store or removes it.
 */
export async function receiveOneFile(
  request: FastifyRequest,
  spoolDir: string,
): Promise<{ name: string; spooled: Spooled }> {
  if (!request.isMultipart()) throw refuse(M.notForm, 415);
  let found: { name: string; spooled: Spooled } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || found) {
        // The rest of the stream is drained by the plugin once the loop ends.
        throw refuse(found ? M.oneFile : M.missing, 400);
      }
      found = { name: part.filename, spooled: await spoolFile(part.file, spoolDir) };
    }
  } catch (error) {
    if (found) await rm(found.spooled.path, { force: true });
    throw uploadFailure(error) ?? error;
  }
  if (!found) throw refuse(M.missing, 400);
  return found;
}
