import { use } from 'react';
import type { ListingQuery } from '@dealer/domain';
import { RenderOnceContext } from '../../shared/ui/render-once.ts';
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

export interface GroupProps {
  group: FilterGroup;
  selected: readonly string[];
  idPrefix: string;
}

/** The group's legend and checkboxes: what its facets and the chosen values alone decide (kept). */
export function GroupOptions({ group, selected, idPrefix }: GroupProps) {
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
    <>
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
    </>
  );
}

/**
 * A list filter: one checkbox per value the data has, with its count (facets), under its field name.
 * The server writes a group's options once per content (a crawler's pages of one filter share
 * their facets) and keeps the HTML; the browser hydrates them as React wrote them.
 */
export function FilterGroupField({
  group,
  query,
  idPrefix,
}: {
  group: FilterGroup;
  query: ListingQuery;
  idPrefix: string;
}) {
  const renderOnce = import.meta.env.SSR ? use(RenderOnceContext) : null;
  const props: GroupProps = { group, selected: query[group.key], idPrefix };
  if (renderOnce) {
    const version = JSON.stringify([group, props.selected, idPrefix]);
    const html = renderOnce(GroupOptions, version, () => <GroupOptions {...props} />);
    return <fieldset className={styles.group} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <fieldset className={styles.group}>
      <GroupOptions {...props} />
    </fieldset>
  );
}
