import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { FilterGroupField } from './filter-group.tsx';
import { LEADING_GROUPS, offersText } from './listing-data.ts';
import type { ListingData, PanelRangeKey } from './listing-data.ts';
import { RangeField } from './range-field.tsx';
import { usePendingListing } from './use-pending-listing.ts';
import styles from './filter-panel.module.css';

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
  const rangeKeys = (['price', 'year', 'mileage'] as const).filter(
    (key): key is PanelRangeKey => view.ranges[key] !== undefined,
  );
  // Buyers start with make and model, then price, year and mileage; the other groups follow.
  const leading = view.groups.filter((group) => LEADING_GROUPS.has(group.key));
  const rest = view.groups.filter((group) => !LEADING_GROUPS.has(group.key));
  const count = pending.count;
  const embed = data.base.embed;
  return (
    <form
      method="get"
      action={embed ? `${data.base.path}/` : `/${data.query.category}/`}
      className={styles.form}
      // Input, not change: a sum's mask (number-mask.ts) rewrites the value it types, which React's
      // change tracking then takes for no change at all.
      onInput={pending.onChange}
      onSubmit={pending.onSubmit}
      aria-label="Фильтры"
    >
      {leading.map((group) => (
        <FilterGroupField key={group.key} group={group} query={query} idPrefix={idPrefix} />
      ))}
      {rangeKeys.map((key) => {
        const bounds = view.ranges[key];
        return bounds ? (
          <RangeField key={key} rangeKey={key} bounds={bounds} query={query} idPrefix={idPrefix} />
        ) : null;
      })}
      {rest.map((group) => (
        <FilterGroupField key={group.key} group={group} query={query} idPrefix={idPrefix} />
      ))}
      {/* The panel's values without a field (ListingPanel.hidden) ride along. */}
      {view.hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.actions}>
        <p className={styles.pendingCount} aria-live="polite">
          {pending.invalid
            ? 'Проверьте значения фильтров'
            : count !== null
              ? `Найдено: ${offersText(count)}`
              : pending.uncounted
                ? ''
                : 'Считаем предложения…'}
        </p>
        <button
          type="submit"
          className={buttonClass('primary', 'md', styles.apply)}
          disabled={pending.invalid || (pending.changed && count === 0)}
        >
          {count === null || !pending.changed ? 'Показать' : `Показать ${offersText(count)}`}
        </button>
        <Link to={data.resetHref} className={styles.reset} onClick={onApplied}>
          Сбросить фильтры
        </Link>
      </div>
    </form>
  );
}
