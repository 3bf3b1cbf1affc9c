import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { errorCode } from '@dealer/contract';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import type { FileStore } from '../files/index.ts';
import type { Spooled } from '../files/spool.ts';

// A picture staff upload for the content (decision 0068): resized on the server to at most
// 1600 px a side, turned by its EXIF, stripped of its metadata and kept as WebP in the file store
// (the lead files' folder or bucket, decision 0047) under content/<id>.

export const PICTURE_MAX_SIDE = 1600;
// A decompression bomb stops here, long before memory does.
const MAX_INPUT_PIXELS = 40_000_000;
/** The narrower copies a page may ask for in its srcset (decision 0072), made on first request. */
export const PICTURE_WIDTHS = [480, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const PICTURE_FILE = /^([0-9a-f]{32})(?:-(480|960))?\.webp$/;
const UPLOAD_URL = /^\/api\/v1\/images\/uploads\/([0-9a-f]{32})\.webp$/;

export const pictureKey = (id: string) => `content/${id}`;
export const pictureUrl = (id: string) => `/api/v1/images/uploads/${id}.webp`;
const variantKey = (id: string, width: PictureWidth) => `content/${id}-w${width}`;

const notPicture = () =>
  new AppError(
    errorCode.invalidArgument,
    'Загрузите картинку JPG или PNG',
    [{ field: 'file', message: 'Загрузите картинку JPG или PNG' }],
    415,
  );

export async function storePicture(files: FileStore, spooled: Spooled) {
  const id = randomBytes(16).toString('hex');
  const out = path.join(files.spoolDir, `${id}.webp`);
  try {
    if (spooled.kind === 'pdf') throw notPicture();
    const info = await sharp(spooled.path, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: PICTURE_MAX_SIDE,
        height: PICTURE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toFile(out)
      .catch(() => {
        throw notPicture();
      });
    await files.put(pictureKey(id), out, { size: info.size, contentType: 'image/webp' });
    return { url: pictureUrl(id), width: info.width, height: info.height };
  } finally {
    await rm(spooled.path, { force: true });
    await rm(out, { force: true });
  }
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The stored size of an uploaded picture by its address; null when it is not one or is gone. */
export async function uploadedPictureSize(
  files: FileStore,
  url: string,
): Promise<{ width: number; height: number } | null> {
  const id = UPLOAD_URL.exec(url)?.[1];
  if (!id) return null;
  const stream = await files.get(pictureKey(id));
  if (!stream) return null;
  const meta = await sharp(await bufferOf(stream)).metadata();
  return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

/**
 * A narrower copy of an uploaded picture (the banners' srcset, decision 0072): made from the
 * picture on its first request and kept in the file store beside it; null when there is no picture.
 */
export async function pictureVariant(
  files: FileStore,
  id: string,
  width: PictureWidth,
): Promise<Readable | null> {
  const key = variantKey(id, width);
  const kept = await files.get(key);
  if (kept) return kept;
  const original = await files.get(pictureKey(id));
  if (!original) return null;
  const out = path.join(files.spoolDir, `${id}-${width}-${randomBytes(4).toString('hex')}.webp`);
  try {
    const info = await sharp(await bufferOf(original), { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(out);
    await files.put(key, out, { size: info.size, contentType: 'image/webp' });
  } finally {
    await rm(out, { force: true });
  }
  return files.get(key);
}
