import { useEffect, useRef } from 'react';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { ChevronRightIcon } from '../../shared/ui/icons.tsx';
import { useSlider } from './use-slider.ts';
import styles from './fullscreen-gallery.module.css';

export interface FullscreenGalleryProps {
  photos: readonly string[];
  title: string;
  start: number;
  onClose: () => void;
}

/**
 * The photos over the whole screen: swipe, the arrow keys or the buttons move between them; Escape
 * or «Закрыть» returns focus to the photo that opened it (the Dialog primitive).
 */
export default function FullscreenGallery({
  photos,
  title,
  start,
  onClose,
}: FullscreenGalleryProps) {
  const track = useRef<HTMLUListElement>(null);
  const { index, go } = useSlider(track, photos.length, start);
  const count = photos.length;

  useEffect(() => {
    go(start, 'instant');
  }, [go, start]);

  // The arrow keys work wherever focus is inside the open view (the close button gets it first).
  const current = useRef(index);
  current.current = index;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const at = current.current;
      if (event.key === 'ArrowRight') go(at + 1);
      else if (event.key === 'ArrowLeft') go(at - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(count - 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go, count]);

  return (
    <Dialog open onClose={onClose} placement="full" title={title} className={styles.dialog}>
      <div
        className={styles.body}
        aria-roledescription="карусель"
        role="group"
        aria-label="Фотографии на весь экран"
      >
        <ul ref={track} className={styles.track}>
          {photos.map((src, i) => (
            <li
              key={src}
              className={styles.slide}
              aria-roledescription="слайд"
              aria-label={`${i + 1} из ${count}`}
              aria-hidden={i !== index}
            >
              <img
                src={src}
                alt={`${title}, фото ${i + 1}`}
                width={1600}
                height={1200}
                loading={Math.abs(i - start) < 2 ? 'eager' : 'lazy'}
                className={styles.photo}
              />
            </li>
          ))}
        </ul>
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
        <p className={styles.counter} aria-live="polite">
          Фото {index + 1} из {count}
        </p>
      </div>
    </Dialog>
  );
}
