import { ChevronRightIcon } from '../../shared/ui/icons.tsx';
import styles from './gallery.module.css';

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
 * a photo opens the full-screen view. Only the first photo loads eagerly. A static part: the card's
 * media (card-media.tsx) answers the buttons (data-action) and keeps the counter and the buttons in
 * step with the strip, so this code loads only when the browser renders the photos itself.
 */
export function Gallery({ photos, title }: GalleryProps) {
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
      <ul className={styles.track} data-strip>
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
              data-action="open"
              data-index={i}
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
            data-action="prev"
            disabled
            aria-label="Предыдущее фото"
          >
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            data-action="next"
            aria-label="Следующее фото"
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      {/* One text node, which the card's media rewrites as the strip moves. */}
      <p className={styles.counter} aria-live="polite" data-counter>
        {`1 / ${count}`}
      </p>
    </section>
  );
}
