import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { errorCode, type ErrorDetail } from '@dealer/contract';
import {
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_TYPES,
  leadFileName,
  type LeadFileKind,
} from '@dealer/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  deleteLeadFile,
  deleteUnattachedLeadFiles,
  freeBytesOf,
  freeLeadFileIds,
  insertLeadFileWithin,
  takeLeadFiles,
} from '../db/queries/leads/files.ts';
import { AppError } from '../errors.ts';
import { removeStaleSpool, type Spooled } from '../files/spool.ts';
import type { FileStore } from '../files/types.ts';

/**
 * A file is uploaded just before its lead is sent; one that no lead took (the form was left, or
 * its lead was refused) is kept an hour, for a visitor who corrects the form and sends again, and
 * then deleted with its stored bytes: the site keeps no one's documents without a request.
 */
export const UNATTACHED_FILE_KEEP_MS = 3_600_000;
// How often the sweep looks (server.ts): a file lives at most keep + interval unclaimed.
export const LEAD_FILE_SWEEP_INTERVAL_MS = 10 * 60_000;

// What one address may keep unclaimed: three full files, far above a visitor correcting a form.
export const LEAD_FILE_ROOM_BYTES = 30 * 1024 * 1024;
// A multipart body is the file plus its part headers and a few short fields (routes/lead limits).
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export const leadFileMessages = {
  unknown: 'Файл не найден. Прикрепите его ещё раз.',
  noRoom:
    'С вашего адреса уже загружено 30 МБ файлов, которые ещё не отправлены с заявкой. Отправьте заявку с ними или попробуйте через час.',
} as const;

export type StoredLeadFile = { id: string; name: string; size: number; type: LeadFileKind };

function noRoom(reply: FastifyReply, oldest: Date | null, now: Date): AppError {
  // Room comes back when the oldest free file is swept.
  const freedAt = (oldest?.getTime() ?? now.getTime()) + UNATTACHED_FILE_KEEP_MS;
  const waitMs = Math.max(freedAt - now.getTime(), 0) + LEAD_FILE_SWEEP_INTERVAL_MS;
  reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  const message = leadFileMessages.noRoom;
  return new AppError(errorCode.resourceExhausted, message, [{ field: 'file', message }]);
}

/**
 * Before a byte of the body is read: refuses an address that has no room left for a file of the
 * declared length (the body's length less its multipart overhead, at most one full file).
 */
export async function checkLeadFileRoom(
  db: Db,
  reply: FastifyReply,
  sender: { ip: string; declaredBytes: number; now: Date },
): Promise<void> {
  const least = Math.min(
    Math.max(sender.declaredBytes - MULTIPART_OVERHEAD_BYTES, 1),
    LEAD_FILE_MAX_BYTES,
  );
  const free = await freeBytesOf(db, sender.ip);
  if (free.bytes + least > LEAD_FILE_ROOM_BYTES) throw noRoom(reply, free.oldest, sender.now);
}

/**
 * Records a spooled file and moves it into the store. The record comes first, so the address's room
 * is counted atomically and the sweep finds any object a failure leaves; the id is answered only
 * once the bytes are stored, so no lead can name a file without them.
 */
export async function storeLeadFile(
  db: Db,
  store: FileStore,
  reply: FastifyReply,
  file: { holdingId: number; name: string; spooled: Spooled; ip: string; now: Date },
): Promise<StoredLeadFile> {
  const { spooled } = file;
  const id = randomBytes(16).toString('hex');
  const name = leadFileName(file.name, spooled.kind);
  const storageKey = store.keyFor(id);
  const contentType = LEAD_FILE_TYPES[spooled.kind];
  try {
    const room = await insertLeadFileWithin(
      db,
      {
        id,
        holdingId: file.holdingId,
        name,
        mimeType: contentType,
        size: spooled.size,
        sha256: spooled.sha256,
        storageKey,
        uploaderIp: file.ip,
        createdAt: file.now,
      },
      LEAD_FILE_ROOM_BYTES,
    );
    if (!room.inserted) throw noRoom(reply, room.oldest, file.now);
    try {
      await store.put(storageKey, spooled.path, { size: spooled.size, contentType });
    } catch (error) {
      await deleteLeadFile(db, id);
      throw error;
    }
  } finally {
    await rm(spooled.path, { force: true });
  }
  return { id, name, size: spooled.size, type: spooled.kind };
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

/** Deletes the files no lead took within the hour, records and stored bytes; answers how many. */
export async function sweepLeadFiles(db: Db, store: FileStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_FILE_KEEP_MS);
  const gone = await deleteUnattachedLeadFiles(db, before);
  // Records first: a lead can no longer take a file whose bytes are going.
  await store.remove(gone.filter((key) => key !== null));
  await removeStaleSpool(store.spoolDir, before);
  return gone.length;
}
