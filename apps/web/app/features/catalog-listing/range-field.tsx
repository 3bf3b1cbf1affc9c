import type { BoundKey, ListingQuery } from '@dealer/domain';
import { formatPrice } from '@dealer/domain';
import { maskWholeOnFocus } from '../../shared/ui/number-mask.ts';
import { RANGE_TITLES } from './listing-data.ts';
import type { PanelRangeKey, RangeBounds } from './listing-data.ts';
import styles from './filter-panel.module.css';

/**
 * A range filter: «от» and «до» number fields, the data's bounds as hints. Sums show their digits
 * grouped («2 000 000»), as written and while typed; the URL gets plain digits either way (the
 * pending state, or the server's redirect to the canonical URL, reads them back with parseBound).
 */
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
  const grouped = rangeKey !== 'year';
  const show = (n: number) => (grouped ? formatPrice(n) : String(n));
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
          type="text"
          inputMode="numeric"
          // Without JavaScript the browser refuses letters before the form is sent.
          pattern="[0-9\s]*"
          title="Только цифры"
          autoComplete="off"
          defaultValue={query[name] === undefined ? '' : show(query[name])}
          placeholder={show(hint)}
          className={styles.input}
          onFocus={grouped ? maskWholeOnFocus : undefined}
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
