import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
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
export const PICTURE_NAME = /^([0-9a-f]{32})\.webp$/;

export const pictureKey = (id: string) => `content/${id}`;
export const pictureUrl = (id: string) => `/api/v1/images/uploads/${id}.webp`;

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
