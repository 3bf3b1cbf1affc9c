import type { BoundKey, ListingQuery } from '@dealer/domain';
import { formatPrice } from '@dealer/domain';
import { RANGE_TITLES } from './listing-data.ts';
import type { PanelRangeKey, RangeBounds } from './listing-data.ts';
import styles from './filter-panel.module.css';

/** A range filter: «от» and «до» number fields, the data's bounds as hints. */
export function RangeField({
  rangeKey,
  bounds,
  query,
  idPrefix,
}: {
  rangeKey: PanelRangeKey;
  bounds: RangeBounds;
  query: ListingQuery;
  idPrefix: string;
}) {
  const show = (n: number) => (rangeKey === 'year' ? String(n) : formatPrice(n));
  const field = (edge: 'From' | 'To', word: string, hint: number) => {
    const name: BoundKey = `${rangeKey}${edge}`;
    const id = `${idPrefix}-${name}`;
    return (
      <div className={styles.bound}>
        <label htmlFor={id} className={styles.boundLabel}>
          {word}
        </label>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={query[name] ?? ''}
          placeholder={show(hint)}
          className={styles.input}
        />
      </div>
    );
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{RANGE_TITLES[rangeKey]}</legend>
      <div className={styles.range}>
        {field('From', 'от', bounds.min)}
        {field('To', 'до', bounds.max)}
      </div>
    </fieldset>
  );
}
