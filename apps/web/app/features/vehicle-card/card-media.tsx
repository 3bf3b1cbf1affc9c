import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { serverReady } from '../../shared/ui/lazy.tsx';
import { StaticPart } from '../../shared/ui/static-part.tsx';
import styles from './card-media.module.css';
// The photos' styles come with the card, their code only when the browser renders them itself.
import './gallery.module.css?styles-only';

const Gallery = serverReady(() =>
  import('./gallery.tsx').then((module) => ({ default: module.Gallery })),
);
// The full-screen view and the panorama are their own chunks: most visitors never open them.
const FullscreenGallery = lazy(() => import('./fullscreen-gallery.tsx'));
const Panorama = lazy(() => import('./panorama.tsx').then((m) => ({ default: m.Panorama })));

export interface CardMediaProps {
  photos: readonly string[];
  /** The 360° frames, when the vehicle has them. */
  panorama: readonly string[] | null;
  title: string;
}

/** The photo in view of the gallery's strip: the counter and the buttons are brought in step. */
function showSlide(strip: HTMLElement): void {
  const gallery = strip.parentElement;
  const count = strip.children.length;
  const index = Math.min(
    count - 1,
    Math.max(0, Math.round(strip.scrollLeft / (strip.clientWidth || 1))),
  );
  const counter = gallery?.querySelector('[data-counter]')?.firstChild;
  if (counter) counter.nodeValue = `${index + 1} / ${count}`;
  for (const button of gallery?.querySelectorAll<HTMLButtonElement>('[data-action]') ?? []) {
    if (button.dataset.action === 'prev') button.disabled = index === 0;
    if (button.dataset.action === 'next') button.disabled = index === count - 1;
  }
}

/**
 * Photos, and a «360°» switch when the vehicle has a panorama (its frames load only when chosen).
 * The photos are a static part (gallery.tsx): the strip swipes by itself (scroll-snap), and this
 * answers its buttons and follows its scroll, so the gallery's code is not in the card's.
 */
export function CardMedia({ photos, panorama, title }: CardMediaProps) {
  const [view, setView] = useState<'photos' | 'panorama'>('photos');
  const [fullscreen, setFullscreen] = useState<number | null>(null);
  const media = useRef<HTMLDivElement>(null);
  const hasPanorama = panorama !== null && panorama.length > 1;

  // A strip's scroll does not bubble: it is caught on its way down, whenever the strip came.
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    let frame = 0;
    const onScroll = (event: Event) => {
      const strip = event.target;
      if (!(strip instanceof HTMLElement) || !strip.hasAttribute('data-strip')) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => showSlide(strip));
    };
    element.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, []);

  function onAction(button: HTMLElement) {
    const { action, index } = button.dataset;
    if (action === 'open') {
      setFullscreen(Number(index));
      return;
    }
    const strip = media.current?.querySelector('[data-strip]');
    strip?.scrollBy({
      left: (action === 'next' ? 1 : -1) * strip.clientWidth,
      behavior: 'smooth',
    });
  }

  return (
    <div ref={media} className={styles.media}>
      {view === 'panorama' && hasPanorama ? (
        <Suspense fallback={<div className={styles.placeholder} />}>
          <Panorama frames={panorama} title={title} />
        </Suspense>
      ) : (
        // Another vehicle's photos are a fresh strip, at its first photo.
        <StaticPart
          key={photos.join(' ')}
          part={Gallery}
          props={{ photos, title }}
          version={photos}
          onAction={onAction}
        />
      )}
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
      {hasPanorama && (
        <div className={styles.switch} role="group" aria-label="Вид">
          <button type="button" aria-pressed={view === 'photos'} onClick={() => setView('photos')}>
            Фото
          </button>
          <button
            type="button"
            aria-pressed={view === 'panorama'}
            onClick={() => setView('panorama')}
          >
            360°
          </button>
        </div>
      )}
    </div>
  );
}
