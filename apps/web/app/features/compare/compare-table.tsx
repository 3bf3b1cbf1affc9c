import { useState } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import { compareRows, differingRows, formatRub } from '@dealer/domain';
import { toggleCompare } from '../../shared/stores/index.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { VisuallyHidden } from '../../shared/ui/visually-hidden.tsx';
import type { ComparedVehicle } from './compare-data.ts';
import styles from './compare.module.css';

/** The compare table: a column per vehicle, a row per line; differing rows are highlighted. */
export function CompareTable({
  vehicles,
  caption,
}: {
  vehicles: readonly ComparedVehicle[];
  caption: string;
}) {
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const all = compareRows(vehicles);
  const rows = onlyDiffering ? differingRows(all) : all;
  return (
    <>
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={onlyDiffering}
          onChange={(event) => setOnlyDiffering(event.target.checked)}
        />
        Только различия
      </label>
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {vehicles.map((v) => (
                <th key={v.id} scope="col" className={styles.vehicle}>
                  <img
                    src={v.photo}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    className={styles.photo}
                  />
                  {v.href ? <Link to={v.href}>{v.title}</Link> : <span>{v.title}</span>}
                  <span className={styles.subtitle}>{v.subtitle}</span>
                  <span className={styles.price}>{v.sold ? 'Продан' : formatRub(v.price)}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => toggleCompare({ id: v.id, typeOfTransport: v.typeOfTransport })}
                    aria-label={`Убрать из сравнения: ${v.title} ${v.subtitle}`}
                  >
                    <CloseIcon size={18} />
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} data-differs={row.differs || undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && <VisuallyHidden> (различается)</VisuallyHidden>}
                </th>
                {row.values.map((value, i) => (
                  <td key={vehicles[i]?.id ?? i}>{value ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDiffering && rows.length === 0 && (
        <p className={styles.note}>Характеристики совпадают.</p>
      )}
    </>
  );
}
