import { createHash } from 'node:crypto';

// The addresses of feed photos copied into the file store (decision 0073), apart from the copying
// itself so the catalogue's queries can name them without loading sharp.

export type PhotoSize = 'card' | 'tile';

export const FEED_PHOTO_NAME = /^([0-9a-f]{32})(-tile)?\.webp$/;
/** A car without photos shows this picture in its tile and card. */
export const NO_PHOTO_URL = '/api/v1/images/vehicles/no-photo.svg';

export const feedPhotoId = (url: string) =>
  createHash('sha256').update(url).digest('hex').slice(0, 32);
export const feedPhotoKey = (id: string, size: PhotoSize) =>
  `feed-photos/${id.slice(0, 2)}/${id}-${size}`;
export const feedPhotoUrl = (id: string) => `/api/v1/images/feed/${id}.webp`;

/** The picture a tile shows for these photos: a feed photo's smaller frame, else the first as is. */
export const tilePhoto = (photos: readonly string[]) =>
  (photos[0] ?? NO_PHOTO_URL).replace(
    /^(\/api\/v1\/images\/feed\/[0-9a-f]{32})\.webp$/,
    '$1-tile.webp',
  );
