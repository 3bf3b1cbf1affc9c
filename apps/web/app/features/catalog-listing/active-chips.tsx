import { Link } from '../../shared/navigation/link.tsx';
import {
  LIST_KEYS,
  RANGE_KEYS,
  embedFixedKeys,
  formatPrice,
  listingHref,
  withBound,
  withList,
} from '@dealer/domain';
import type { ListingBase, ListingQuery, RangeKey } from '@dealer/domain';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { labelKey } from './listing-data.ts';
import styles from './listing-page.module.css';

const RANGE_WORDS: Readonly<Record<RangeKey, [string, string]>> = {
  price: ['Цена', '₽'],
  year: ['Год', ''],
  mileage: ['Пробег', 'км'],
  engineVolume: ['Объём', 'см³'],
  power: ['Мощность', 'л.с.'],
};

function rangeText(key: RangeKey, from: number | undefined, to: number | undefined): string {
  const [word, unit] = RANGE_WORDS[key];
  const show = (n: number) => (key === 'year' ? String(n) : formatPrice(n));
  const parts = [
    from !== undefined ? `от ${show(from)}` : '',
    to !== undefined ? `до ${show(to)}` : '',
  ].filter(Boolean);
  return `${word} ${parts.join(' ')}${unit ? `\u00a0${unit}` : ''}`;
}

interface Chip {
  text: string;
  href: string;
}

/** Every active filter as a link that removes it (also those the panel does not list; not an embed's own). */
export function ActiveChips({
  query,
  base,
  labels,
}: {
  query: ListingQuery;
  base: ListingBase;
  labels: Readonly<Record<string, string>>;
}) {
  const chips: Chip[] = [];
  const fixed = base.embed ? embedFixedKeys(base.embed) : null;
  for (const key of LIST_KEYS) {
    if (fixed?.has(key)) continue;
    for (const value of query[key]) {
      const rest = query[key].filter((v) => v !== value);
      // Without its mark a model filter means nothing: removing the last mark drops the models too.
      const next =
        key === 'mark' && rest.length === 0
          ? withList(withList(query, 'mark', []), 'model', [])
          : withList(query, key, rest);
      chips.push({ text: labels[labelKey(key, value)] ?? value, href: listingHref(next, base) });
    }
  }
  for (const key of RANGE_KEYS) {
    const from = query[`${key}From`];
    const to = query[`${key}To`];
    if (from === undefined && to === undefined) continue;
    const next = withBound(withBound(query, `${key}From`, undefined), `${key}To`, undefined);
    chips.push({ text: rangeText(key, from, to), href: listingHref(next, base) });
  }
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Выбранные фильтры">
      {chips.map((chip) => (
        <li key={chip.href + chip.text}>
          <Link to={chip.href} className={styles.chip} aria-label={`Убрать фильтр: ${chip.text}`}>
            {chip.text}
            <CloseIcon size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
