import { lazy, Suspense, useState } from 'react';
import { Gallery } from './gallery.tsx';
import styles from './card-media.module.css';

const Panorama = lazy(() => import('./panorama.tsx').then((m) => ({ default: m.Panorama })));

export interface CardMediaProps {
  photos: readonly string[];
  /** The 360° frames, when the vehicle has them. */
  panorama: readonly string[] | null;
  title: string;
}

/** Photos, and a «360°» switch when the vehicle has a panorama (its frames load only when chosen). */
export function CardMedia({ photos, panorama, title }: CardMediaProps) {
  const [view, setView] = useState<'photos' | 'panorama'>('photos');
  const hasPanorama = panorama !== null && panorama.length > 1;
  return (
    <div className={styles.media}>
      {view === 'panorama' && hasPanorama ? (
        <Suspense fallback={<div className={styles.placeholder} />}>
          <Panorama frames={panorama} title={title} />
        </Suspense>
      ) : (
        <Gallery photos={photos} title={title} />
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
