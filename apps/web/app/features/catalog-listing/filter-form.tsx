import { Link } from '../../shared/navigation/link.tsx';
import { BOUND_KEYS, DEFAULT_SORT, LIST_KEYS, embedFieldName, embedFixedKeys, embedScopePairs } from '@dealer/domain';
import type { CatalogEmbed, ListingQuery } from '@dealer/domain';
import { buttonClass } from '../../shared/ui/button.tsx';
import { FilterGroupField } from './filter-group.tsx';
import { offersText } from './listing-data.ts';
import type { ListingData, PanelRangeKey } from './listing-data.ts';
import { RangeField } from './range-field.tsx';
import { usePendingListing } from './use-pending-listing.ts';
import styles from './filter-panel.module.css';

interface HiddenProps {
  query: ListingQuery;
  shownLists: ReadonlySet<string>;
  shownRanges: ReadonlySet<string>;
  embed: CatalogEmbed | undefined;
}

/**
 * Values the panel has no field for (fixed-page presets, year segments, offers) ride along hidden;
 * inside an embed its narrowing does too, under its own names.
 */
function HiddenValues({ query, shownLists, shownRanges, embed }: HiddenProps) {
  const fixed = embed ? embedFixedKeys(embed) : new Set<string>();
  const scope = embed ? embedScopePairs(embed) : [];
  const lists = LIST_KEYS.filter((key) => !shownLists.has(key) && !fixed.has(key)).flatMap((key) =>
    query[key].map((value) => [embedFieldName(embed, key), value] as const),
  );
  const bounds = BOUND_KEYS.flatMap((key) => {
    const value = query[key];
    return value === undefined || shownRanges.has(key.replace(/(From|To)$/, '')) ? [] : [[key, String(value)] as const];
  });
  return (
    <>
      {[...scope, ...lists, ...bounds].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {query.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={query.sort} />}
    </>
  );
}

export interface FilterFormProps {
  data: ListingData;
  /** Distinguishes the ids of the sidebar and the phone sheet. */
  idPrefix: string;
  /** Called when the visitor applies the filters (the phone sheet closes). */
  onApplied?: () => void;
}

/**
 * The filter panel (SPEC 2.4): a GET form over the generic listing URL, so it works before
 * hydration (the server redirects to the canonical URL); once hydrated, each change counts the
 * results before applying and submit goes straight to the canonical URL.
 */
export function FilterForm({ data, idPrefix, onApplied }: FilterFormProps) {
  const pending = usePendingListing(data, onApplied);
  const view = pending.fresh ?? data;
  const query = pending.query;
  const rangeKeys = (['price', 'year', 'mileage'] as const).filter((key): key is PanelRangeKey => view.ranges[key] !== undefined);
  const shownLists = new Set<string>(view.groups.map((g) => g.key));
  const count = pending.count;
  const embed = data.base.embed;
  return (
    <form
      method="get"
      action={embed ? `${data.base.path}/` : `/${data.query.category}/`}
      className={styles.form}
      onChange={pending.onChange}
      onSubmit={pending.onSubmit}
      aria-label="Фильтры"
    >
      {query.condition && !embed?.condition && <input type="hidden" name={embedFieldName(embed, 'condition')} value={query.condition} />}
      {view.groups.map((group) => (
        <FilterGroupField key={group.key} group={group} query={query} idPrefix={idPrefix} name={embedFieldName(embed, group.key)} />
      ))}
      {rangeKeys.map((key) => {
        const bounds = view.ranges[key];
        return bounds ? <RangeField key={key} rangeKey={key} bounds={bounds} query={query} idPrefix={idPrefix} /> : null;
      })}
      <HiddenValues query={query} shownLists={shownLists} shownRanges={new Set(rangeKeys)} embed={embed} />
      <div className={styles.actions}>
        <p className={styles.pendingCount} aria-live="polite">
          {pending.invalid ? 'Проверьте значения фильтров' : count !== null ? `Найдено: ${offersText(count)}` : pending.uncounted ? '' : 'Считаем предложения…'}
        </p>
        <button type="submit" className={buttonClass('primary', 'md', styles.apply)} disabled={pending.invalid || (pending.changed && count === 0)}>
          {count === null || !pending.changed ? 'Показать' : `Показать ${offersText(count)}`}
        </button>
        <Link to={data.resetHref} className={styles.reset} onClick={onApplied}>
          Сбросить фильтры
        </Link>
      </div>
    </form>
  );
}
