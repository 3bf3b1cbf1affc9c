import type { ListingQuery } from '@dealer/domain';
import { GROUP_TITLES } from './listing-data.ts';
import type { FacetOption, FilterGroup } from './listing-data.ts';
import styles from './filter-panel.module.css';

/** Values shown before «Показать все»; the rest wait in a disclosure. */
const VISIBLE = 6;

function Option({
  name,
  option,
  checked,
  id,
}: {
  name: string;
  option: FacetOption;
  checked: boolean;
  id: string;
}) {
  return (
    <li>
      <input
        type="checkbox"
        id={id}
        name={name}
        value={option.value}
        defaultChecked={checked}
        className={styles.check}
      />
      <label htmlFor={id} className={styles.option}>
        <span>{option.label}</span>
        <span className={styles.count}>{option.count}</span>
      </label>
    </li>
  );
}

/** A list filter: one checkbox per value the data has, with its count (facets), under its field name. */
export function FilterGroupField({
  group,
  query,
  idPrefix,
}: {
  group: FilterGroup;
  query: ListingQuery;
  idPrefix: string;
}) {
  const selected = query[group.key];
  const first = group.options.slice(0, VISIBLE);
  const more = group.options.slice(VISIBLE);
  const render = (option: FacetOption) => (
    <Option
      key={option.value}
      name={group.name}
      option={option}
      checked={selected.includes(option.value)}
      id={`${idPrefix}-${group.key}-${option.value}`}
    />
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{GROUP_TITLES[group.key]}</legend>
      <ul className={styles.options}>{first.map(render)}</ul>
      {more.length > 0 && (
        <details
          className={styles.more}
          open={more.some((o) => selected.includes(o.value)) || undefined}
        >
          <summary className={styles.moreSummary}>Показать все ({group.options.length})</summary>
          <ul className={styles.options}>{more.map(render)}</ul>
        </details>
      )}
    </fieldset>
  );
}
