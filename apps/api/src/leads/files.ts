import { createHash, randomBytes } from 'node:crypto';
import { errorCode, type ErrorDetail } from '@dealer/contract';
import { LEAD_FILE_TYPES, leadFileName, type LeadFileKind } from '@dealer/domain';
import type { Db } from '../db/client.ts';
import {
  deleteUnattachedLeadFiles,
  freeLeadFileIds,
  insertLeadFile,
  takeLeadFiles,
} from '../db/queries/leads/files.ts';
import { AppError } from '../errors.ts';

export const leadFileMessages = {
  unknown: 'Файл не найден. Прикрепите его ещё раз.',
} as const;

export type StoredLeadFile = { id: string; name: string; size: number; type: LeadFileKind };

export async function storeLeadFile(
  db: Db,
  file: {
    holdingId: number;
    name: string;
    kind: LeadFileKind;
    bytes: Uint8Array;
    ip: string;
    now: Date;
  },
): Promise<StoredLeadFile> {
  const id = randomBytes(16).toString('hex');
  const name = leadFileName(file.name, file.kind);
  await insertLeadFile(db, {
    id,
    holdingId: file.holdingId,
    name,
    mimeType: LEAD_FILE_TYPES[file.kind],
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    data: file.bytes,
    uploaderIp: file.ip,
    createdAt: file.now,
  });
  return { id, name, size: file.bytes.length, type: file.kind };
}

const fileError = (index: number) =>
  new AppError(errorCode.invalidArgument, leadFileMessages.unknown, [
    { field: `formData.files.${index}`, message: leadFileMessages.unknown } satisfies ErrorDetail,
  ]);

// formData.files names files uploaded to this holding and not yet sent with another lead.
export async function checkLeadFiles(
  db: Db,
  holdingId: number,
  ids: readonly string[] | undefined,
): Promise<string[]> {
  if (!ids?.length) return [];
  const unique = [...new Set(ids)];
  const known = await freeLeadFileIds(db, holdingId, unique);
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw fileError(missing);
  return unique;
}

// In the lead's transaction: a file taken by a parallel lead meanwhile undoes the whole submit.
export async function attachLeadFiles(tx: Db, ids: readonly string[], leadId: number) {
  if (ids.length === 0) return;
  if ((await takeLeadFiles(tx, ids, leadId)) !== ids.length) throw fileError(0);
}

/**
 * A file is uploaded just before its lead is sent; one that no lead took (the form was left, or
 * its lead was refused) is kept a day, for a visitor who corrects the form and sends again, and
 * then deleted: the database holds no one's documents without a request.
 */
export const UNATTACHED_FILE_KEEP_MS = 24 * 3_600_000;

export function sweepLeadFiles(db: Db, now: Date): Promise<number> {
  return deleteUnattachedLeadFiles(db, new Date(now.getTime() - UNATTACHED_FILE_KEEP_MS));
}
