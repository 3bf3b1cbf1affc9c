import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { PHOTO_SIZE } from './gallery.tsx';
import styles from './panorama.module.css';

export interface PanoramaProps {
  frames: readonly string[];
  title: string;
}

// Pixels of drag per frame: a full swipe across a phone turns the car about once.
const DRAG_STEP_PX = 40;

/**
 * The 360° view: the frames around the car, turned by dragging (mouse or touch), by the slider or
 * its arrow keys. All frames are loaded once the view is shown, so turning never waits.
 */
export function Panorama({ frames, title }: PanoramaProps) {
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const count = frames.length;
  const turn = (to: number) => setFrame(((to % count) + count) % count);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    turn(drag.current.frame - Math.round((event.clientX - drag.current.x) / DRAG_STEP_PX));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <figure className={styles.panorama}>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {frames.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={i === frame ? `${title}: вид 360°, ракурс ${i + 1} из ${count}` : ''}
            width={PHOTO_SIZE.width}
            height={PHOTO_SIZE.height}
            draggable={false}
            className={styles.frame}
            hidden={i !== frame}
          />
        ))}
      </div>
      <figcaption className={styles.controls}>
        <label className={styles.label}>
          <span>Повернуть автомобиль</span>
          <input
            type="range"
            min={0}
            max={count - 1}
            step={1}
            value={frame}
            onChange={(event) => turn(Number(event.target.value))}
            className={styles.range}
            aria-valuetext={`Ракурс ${frame + 1} из ${count}`}
          />
        </label>
      </figcaption>
    </figure>
  );
}
