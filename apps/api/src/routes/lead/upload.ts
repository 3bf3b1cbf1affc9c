import { errorCode } from '@dealer/contract';
import { LEAD_FILE_MESSAGES as M, leadFileKind, type LeadFileKind } from '@dealer/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

const refuse = (message: string, status: number) =>
  new AppError(errorCode.invalidArgument, message, [{ field: 'file', message }], status);

// What the multipart plugin throws, in the visitor's words and the right status.
function multipartFailure(error: unknown): AppError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(M.tooLarge, 413);
  if (code === 'FST_FILES_LIMIT') return refuse(M.oneFile, 400);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuse(M.notForm, 400);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refuse(M.notForm, 415);
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION')
    return refuse(M.notForm, 400);
  return null;
}

// The one file of a lead upload, read whole (at most 10 MB) and checked by its first bytes.
export async function readOneFile(
  request: FastifyRequest,
): Promise<{ name: string; kind: LeadFileKind; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw refuse(M.notForm, 415);
  let found: { name: string; bytes: Uint8Array } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || found) {
        // The rest of the stream is drained by the plugin once the loop ends.
        throw refuse(found ? M.oneFile : M.missing, 400);
      }
      found = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw multipartFailure(error) ?? error;
  }
  if (!found) throw refuse(M.missing, 400);
  if (found.bytes.length === 0) throw refuse(M.empty, 400);
  const kind = leadFileKind(found.bytes);
  if (!kind) throw refuse(M.type, 415);
  return { name: found.name, kind, bytes: found.bytes };
}
