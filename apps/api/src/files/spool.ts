import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LEAD_FILE_MAX_BYTES, leadFileKind, type LeadFileKind } from '@dealer/domain';

export type SpoolRefusal = 'type' | 'empty' | 'tooLarge';

export class SpoolRefused extends Error {
  readonly reason: SpoolRefusal;
  constructor(reason: SpoolRefusal) {
    super(`Upload refused: ${reason}`);
    this.reason = reason;
  }
}

export type Spooled = { path: string; size: number; sha256: string; kind: LeadFileKind };

// The longest signature leadFileKind looks for (PNG's eight bytes).
const SNIFF_BYTES = 8;

/**
 * Writes an arriving file to the spool folder as it comes, in pieces: its kind is decided by the
 * first bytes (a wrong type stops the upload there), its hash and size on the way. Nothing of it is
 * held in memory whole, and nothing of it goes to the database.
 */
export async function spoolFile(source: Readable, spoolDir: string): Promise<Spooled> {
  await mkdir(spoolDir, { recursive: true });
  const target = path.join(spoolDir, `${randomBytes(16).toString('hex')}.part`);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let kind: LeadFileKind | null = null;
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      // The multipart limit stops a file first; this keeps the rule if that limit ever changes.
      if (size > LEAD_FILE_MAX_BYTES) return done(new SpoolRefused('tooLarge'));
      hash.update(chunk);
      if (kind === null && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length === SNIFF_BYTES && !(kind = leadFileKind(head)))
          return done(new SpoolRefused('type'));
      }
      done(null, chunk);
    },
    flush(done) {
      if (size === 0) return done(new SpoolRefused('empty'));
      // A file shorter than the longest signature (a tiny JPEG) is decided at its end.
      if (kind === null && !(kind = leadFileKind(head))) return done(new SpoolRefused('type'));
      done();
    },
  });
  try {
    await pipeline(source, check, createWriteStream(target, { flags: 'wx' }));
    // busboy stops a file at the size limit by ending it early and marking it truncated.
    if ((source as { truncated?: boolean }).truncated) throw new SpoolRefused('tooLarge');
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { path: target, size, sha256: hash.digest('hex'), kind: kind! };
}

/** Spool files a crash or a lost connection left behind, older than `before`; answers how many went. */
export async function removeStaleSpool(spoolDir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(spoolDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(spoolDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
