import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import type { PhotoWork } from '../db/queries/stock-import/apply.ts';
import {
  addPhotoReport,
  savePhoto,
  setCarPhotos,
  storedPhotoIds,
  sweepFeedPhotos,
} from '../db/queries/stock-import/photos.ts';
import type { FileStore } from '../files/index.ts';
import type { ImportProblem } from './mapping.ts';
import { downloadPhoto, PhotoError, type FetchLimits } from './photo-fetch.ts';
import { feedPhotoId, feedPhotoKey, feedPhotoUrl, type PhotoSize } from './photo-urls.ts';

// A feed's photos copied into the site's file store after the import is written (decision 0073):
// the page's CSP allows images from the site only. Each address is fetched once (feed_photos keeps
// the stored ones), a few at a time, each to a spool file, then resized by sharp to the two frames
// the site draws (the card's 800×600 and the tile's 400×200) as WebP.

export const PHOTO_SIZES: Readonly<Record<PhotoSize, { width: number; height: number }>> = {
  card: { width: 800, height: 600 },
  tile: { width: 400, height: 200 },
};

// libvips keeps recent operations' images for reuse (up to 50 MB); a feed photo is read once, so
// nothing is kept (the copying step's rise of the importer's peak: 109 MB with it, 92 without).
sharp.cache(false);

// A decompression bomb stops here, long before memory does (as for content pictures).
const MAX_INPUT_PIXELS = 40_000_000;
const NOT_AN_IMAGE = 'это не картинка JPEG, PNG или WebP';
/** At most this many addresses of one car are named in the report. */
const NAMED_PER_CAR = 3;

export interface PhotoOptions extends FetchLimits {
  /** Photos fetched at the same time. */
  concurrency: number;
}

export const DEFAULT_PHOTO_OPTIONS: PhotoOptions = {
  concurrency: 4,
  timeoutMs: 20_000,
  maxBytes: 15 * 1024 * 1024,
  allowPrivate: false,
};

export interface PhotoSummary {
  fetched: number;
  kept: number;
  failed: number;
}

/** Fetches one address and puts both frames into the store; throws PhotoError with the reason. */
async function storePhoto(files: FileStore, url: string, id: string, options: PhotoOptions) {
  await mkdir(files.spoolDir, { recursive: true });
  const spool = path.join(files.spoolDir, `feed-${id}-${randomBytes(4).toString('hex')}`);
  const outs: string[] = [];
  try {
    await downloadPhoto(url, spool, options);
    const meta = await sharp(spool, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .catch(() => {
        throw new PhotoError(NOT_AN_IMAGE);
      });
    if (!['jpeg', 'png', 'webp'].includes(meta.format) || !meta.width || !meta.height)
      throw new PhotoError(NOT_AN_IMAGE);
    for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
      const out = `${spool}-${size}.webp`;
      outs.push(out);
      const info = await sharp(spool, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ ...PHOTO_SIZES[size], fit: 'cover' })
        .webp({ quality: 80 })
        .toFile(out)
        .catch(() => {
          throw new PhotoError(NOT_AN_IMAGE);
        });
      await files.put(feedPhotoKey(id, size), out, { size: info.size, contentType: 'image/webp' });
    }
    return { width: meta.width, height: meta.height };
  } finally {
    await Promise.all([spool, ...outs].map((file) => rm(file, { force: true })));
  }
}

/** Runs fn over items, at most limit at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function photoProblem(car: PhotoWork, failed: { url: string; reason: string }[]): ImportProblem {
  const named = failed
    .slice(0, NAMED_PER_CAR)
    .map(({ url, reason }) => `Фото не загружено: ${url} — ${reason}`);
  if (failed.length > NAMED_PER_CAR)
    named.push(`Не загружено ещё ${failed.length - NAMED_PER_CAR} фото`);
  if (failed.length === car.sources.length)
    named.push('Ни одно фото не загрузилось: на сайте машина показана без фото');
  return {
    line: car.line,
    feedId: car.feedId,
    vin: car.vin,
    title: car.title,
    level: 'doubtful',
    reasons: named,
  };
}

/**
 * Copies the photos of an import's cars into the file store and points the cars at the copies; a
 * photo that fails is named in the import's report (the car keeps the photos that did load).
 */
export async function copyFeedPhotos(
  db: Db,
  files: FileStore,
  importId: number,
  work: readonly PhotoWork[],
  options: PhotoOptions = DEFAULT_PHOTO_OPTIONS,
  signal?: AbortSignal,
): Promise<PhotoSummary> {
  const idOf = new Map<string, string>();
  for (const car of work) for (const url of car.sources) idOf.set(url, feedPhotoId(url));
  const stored = await storedPhotoIds(db, [...new Set(idOf.values())]);
  const kept = [...idOf.values()].filter((id) => stored.has(id)).length;
  const missing = [...idOf].filter(([, id]) => !stored.has(id));
  const failures = new Map<string, string>();
  let fetched = 0;
  await eachLimited(missing, options.concurrency, async ([url, id]) => {
    if (signal?.aborted) {
      failures.set(url, 'копирование фото остановлено');
      return;
    }
    try {
      const size = await storePhoto(files, url, id, options);
      await savePhoto(db, { id, url, ...size });
      stored.add(id);
      fetched += 1;
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      failures.set(url, error.message);
    }
  });

  await setCarPhotos(
    db,
    work.map((car) => ({
      id: car.vehicleId,
      sources: car.sources,
      photos: car.sources.flatMap((url) => {
        const id = idOf.get(url) ?? '';
        return stored.has(id) ? [feedPhotoUrl(id)] : [];
      }),
    })),
    new Date(),
  );
  const problems = work.flatMap((car) => {
    const failed = car.sources.flatMap((url) => {
      const reason = failures.get(url);
      return reason ? [{ url, reason }] : [];
    });
    return failed.length > 0 ? [photoProblem(car, failed)] : [];
  });
  const summary = { fetched, kept, failed: failures.size };
  await addPhotoReport(db, importId, problems, summary);
  return summary;
}

/**
 * Deletes from the file store the photos no car on sale names any more (sold cars', replaced
 * ones), both frames each; answers how many photos went.
 */
export async function sweepUnusedPhotos(
  db: Db,
  files: FileStore,
  now = new Date(),
): Promise<number> {
  const ids = await sweepFeedPhotos(db, now);
  const keys = ids.flatMap((id) =>
    (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => feedPhotoKey(id, size)),
  );
  for (let i = 0; i < keys.length; i += 1000) await files.remove(keys.slice(i, i + 1000));
  return ids.length;
}

export interface PhotoQueue {
  /** Copies an import's photos after those queued before it. */
  enqueue(importId: number, work: readonly PhotoWork[]): void;
  /** Settles when every queued import's photos are done. */
  idle(): Promise<void>;
  /** Stops taking new photos (those being fetched finish) and waits. */
  close(): Promise<void>;
}

/** One import's photos at a time, in the background of whoever imports (API or CLI). */
export function createPhotoQueue(
  db: Db,
  files: FileStore,
  options: PhotoOptions,
  onError: (error: unknown, importId: number) => void,
  onDone?: (summary: PhotoSummary & { removed: number }, importId: number) => void,
): PhotoQueue {
  const stop = new AbortController();
  let chain: Promise<void> = Promise.resolve();
  return {
    enqueue(importId, work) {
      // An import with no photo to copy still gets its (empty) photo counts: the report is done.
      if (stop.signal.aborted) return;
      chain = chain.then(async () => {
        try {
          const summary = await copyFeedPhotos(db, files, importId, work, options, stop.signal);
          // Then the photos this import left unnamed (its sold cars', its replaced ones) go.
          const removed = await sweepUnusedPhotos(db, files);
          onDone?.({ ...summary, removed }, importId);
        } catch (error) {
          onError(error, importId);
        }
      });
    },
    idle: () => chain,
    async close() {
      stop.abort();
      await chain;
    },
  };
}
