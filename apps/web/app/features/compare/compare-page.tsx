import { useState } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import { compareCountedTypes } from '@dealer/domain';
import type { TransportType } from '@dealer/domain';
import { idsParam } from '../../shared/lists/ids-param.ts';
import { useListView } from '../../shared/lists/use-list-view.ts';
import { clearCompare, compareStore, useSite, useStore } from '../../shared/stores/index.ts';
import { Button } from '../../shared/ui/button.tsx';
import type { CompareData } from './load-compare.server.ts';
import { CompareTable } from './compare-table.tsx';
import { TYPE_LABELS } from './compare-data.ts';
import styles from './compare.module.css';

/**
 * SPEC 2.3 /compare/: the visitor's compare list, per transport type the holding counts (SPEC 3),
 * the differing lines highlighted. The list lives in the browser; the route's loader makes its columns.
 */
export function ComparePage({ catalogHref, list }: CompareData) {
  const { holdingId } = useSite();
  const lists = useStore(compareStore);
  const types = compareCountedTypes(holdingId);
  const stored = types.flatMap((type) => lists[type]);
  const result = useListView({ vehicles: idsParam(stored.map((ref) => ref.id)) }, list);
  const [chosen, setChosen] = useState<TransportType | null>(null);

  const storedIds = new Set(stored.map((ref) => String(ref.id)));
  const vehicles =
    result.state === 'ready' ? result.data.filter((v) => storedIds.has(String(v.id))) : [];
  const present = types.filter((type) => vehicles.some((v) => v.typeOfTransport === type));
  const type = chosen && present.includes(chosen) ? chosen : (present[0] ?? null);
  const shown = vehicles.filter((v) => v.typeOfTransport === type);

  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>Сравнение</h1>
        {vehicles.length > 0 && (
          <Button variant="secondary" size="sm" onClick={clearCompare}>
            Очистить сравнение
          </Button>
        )}
      </div>
      {result.state === 'pending' && (
        <p className={styles.note} role="status">
          Загружаем автомобили…
        </p>
      )}
      {result.state === 'failed' && (
        <p className={styles.note} role="alert">
          {result.message}
        </p>
      )}
      {(result.state === 'empty' || (result.state === 'ready' && vehicles.length === 0)) && (
        <div className={styles.empty}>
          <p>
            В сравнении пока нет автомобилей. Отметьте автомобили кнопкой «К сравнению» в каталоге.
          </p>
          {catalogHref && (
            <Link to={catalogHref} className={styles.more}>
              Перейти в каталог
            </Link>
          )}
        </div>
      )}
      {present.length > 1 && (
        <div className={styles.types} role="group" aria-label="Тип транспорта">
          {present.map((t) => (
            <button key={t} type="button" aria-pressed={t === type} onClick={() => setChosen(t)}>
              {TYPE_LABELS[t]} {vehicles.filter((v) => v.typeOfTransport === t).length}
            </button>
          ))}
        </div>
      )}
      {type && shown.length > 0 && (
        <CompareTable vehicles={shown} caption={`Сравнение: ${TYPE_LABELS[type].toLowerCase()}`} />
      )}
    </main>
  );
}
