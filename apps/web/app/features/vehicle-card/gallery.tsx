import { lazy, Suspense, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../shared/ui/icons.tsx';
import { useSlider } from './use-slider.ts';
import styles from './gallery.module.css';

// The full-screen view is its own chunk: most visitors never open it.
const FullscreenGallery = lazy(() => import('./fullscreen-gallery.tsx'));

export interface GalleryProps {
  photos: readonly string[];
  /** The vehicle's name, for the photos' alternative text. */
  title: string;
}

export const PHOTO_SIZE = { width: 800, height: 600 } as const;
/** A car without photos (none in its feed, or none could be copied): the API's «Нет фото». */
const NO_PHOTO = '/api/v1/images/vehicles/no-photo.svg';

/**
 * The card's photos: a scroll-snap strip that swipes natively on touch, with buttons and a counter;
 * a photo opens the full-screen view. Only the first photo loads eagerly.
 */
export function Gallery({ photos, title }: GalleryProps) {
  const track = useRef<HTMLUListElement>(null);
  const { index, go } = useSlider(track, photos.length);
  const [fullscreen, setFullscreen] = useState<number | null>(null);
  if (photos.length === 0)
    return (
      <img
        src={NO_PHOTO}
        alt={`${title}: нет фото`}
        width={PHOTO_SIZE.width}
        height={PHOTO_SIZE.height}
        className={styles.photo}
      />
    );
  const count = photos.length;
  return (
    <section
      className={styles.gallery}
      aria-roledescription="карусель"
      aria-label={`Фотографии: ${title}`}
    >
      <ul ref={track} className={styles.track}>
        {photos.map((src, i) => (
          <li
            key={src}
            className={styles.slide}
            aria-roledescription="слайд"
            aria-label={`${i + 1} из ${count}`}
          >
            <button
              type="button"
              className={styles.open}
              onClick={() => setFullscreen(i)}
              aria-label={`Открыть фото ${i + 1} из ${count} на весь экран`}
            >
              <img
                src={src}
                alt={`${title}, фото ${i + 1}`}
                width={PHOTO_SIZE.width}
                height={PHOTO_SIZE.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                className={styles.photo}
              />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label="Предыдущее фото"
          >
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(index + 1)}
            disabled={index === count - 1}
            aria-label="Следующее фото"
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <p className={styles.counter} aria-live="polite">
        {index + 1} / {count}
      </p>
      {fullscreen !== null && (
        <Suspense fallback={null}>
          <FullscreenGallery
            photos={photos}
            title={title}
            start={fullscreen}
            onClose={() => setFullscreen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
