import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import type { StoreListData } from './load-store-list.server.ts';
import { readStoreQuery, storeListHref } from './store-query.ts';
import styles from './store-list.module.css';

function Check({
  name,
  value,
  checked,
  label,
  count,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  count: number;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
      <span className={styles.count}>{count}</span>
    </label>
  );
}

/**
 * The list's filters (the API's /store/filter: brand, price, availability in the city, discount) as
 * a GET form to the list's own path: without JavaScript the browser sends it; with it the same
 * query becomes a client navigation, back to the first page.
 */
export function StoreFilterForm({
  page,
  onApplied,
}: {
  page: Omit<StoreListData, 'tiles'>;
  /** Called when the visitor applies or resets the filters (the phone's panel closes). */
  onApplied: () => void;
}) {
  const navigate = useNavigate();
  const { query, options, base } = page;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const [name, value] of fields) if (typeof value === 'string') search.append(name, value);
    onApplied();
    void navigate(storeListHref(base, readStoreQuery(search), { page: 1 }));
  };
  const checkedBrands = new Set(query.brand);
  return (
    <form method="get" action={base} className={styles.filters} onSubmit={onSubmit}>
      {options && options.brands.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Бренд</legend>
          <div className={styles.brands}>
            {options.brands.map((brand) => (
              <Check
                key={brand.code}
                name="brand"
                value={brand.code}
                checked={checkedBrands.has(brand.code)}
                label={brand.nameEn}
                count={brand.count}
              />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Цена, ₽</legend>
        <div className={styles.range}>
          <label className={styles.rangeField}>
            <span>от</span>
            <input
              type="number"
              name="priceFrom"
              min={0}
              inputMode="numeric"
              defaultValue={query.priceFrom ?? ''}
              placeholder={options?.price ? formatPrice(Math.floor(options.price.min)) : undefined}
            />
          </label>
          <label className={styles.rangeField}>
            <span>до</span>
            <input
              type="number"
              name="priceTo"
              min={0}
              inputMode="numeric"
              defaultValue={query.priceTo ?? ''}
              placeholder={options?.price ? formatPrice(Math.ceil(options.price.max)) : undefined}
            />
          </label>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Наличие и скидки</legend>
        <Check
          name="inStock"
          value="1"
          checked={query.inStock}
          label={`В наличии у дилеров в ${page.cityIn}`}
          count={options?.inStock ?? 0}
        />
        <Check
          name="discount"
          value="1"
          checked={query.discount}
          label="Со скидкой"
          count={options?.discount ?? 0}
        />
      </fieldset>
      {query.sort !== 'popular' && <input type="hidden" name="sort" value={query.sort} />}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary', 'md', styles.apply)}>
          Показать
        </button>
        {page.filterCount > 0 && (
          <Link
            to={storeListHref(base, query, {
              brand: [],
              priceFrom: null,
              priceTo: null,
              inStock: false,
              discount: false,
              page: 1,
            })}
            className={styles.reset}
            onClick={onApplied}
          >
            Сбросить фильтры
          </Link>
        )}
      </div>
    </form>
  );
}
