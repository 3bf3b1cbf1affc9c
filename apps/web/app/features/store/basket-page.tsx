import { useEffect, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import {
  basketTotals,
  clampQty,
  formatRub,
  partsBasketItem,
  pluralCount,
  unitPriceToPay,
  type BasketKind,
} from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { syncBasketFromCookie } from '../../shared/stores/index.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { VisuallyHidden } from '../../shared/ui/visually-hidden.tsx';
import type { BasketData, BasketLineData } from './basket.server.ts';
import styles from './basket.module.css';

const SECTIONS: readonly { basket: BasketKind; title: string }[] = [
  { basket: 'parts', title: 'Запчасти' },
  { basket: 'accessories', title: 'Аксессуары' },
];
const GOODS = ['товар', 'товара', 'товаров'] as const;

/** SPEC 4 totals of the checked lines: normal and discounted, each price rounded up × count. */
export function BasketTotals({
  lines,
}: {
  lines: readonly (BasketLineData & { checked?: boolean })[];
}) {
  const totals = basketTotals(
    lines.map((line) =>
      partsBasketItem({ ...line, count: line.qty, checked: line.checked ?? true }),
    ),
  );
  const discounted = totals.discountedTotal < totals.total;
  return (
    <dl className={styles.totals} aria-live="polite">
      <div>
        <dt>Выбрано</dt>
        <dd>{pluralCount(totals.checkedQuantity, GOODS)}</dd>
      </div>
      {discounted && (
        <div>
          <dt>Без скидки</dt>
          <dd>
            <s>{formatRub(totals.total)}</s>
          </dd>
        </div>
      )}
      <div className={styles.sum}>
        <dt>Итого</dt>
        <dd data-testid="basket-total">{formatRub(totals.discountedTotal)}</dd>
      </div>
    </dl>
  );
}

function Line({
  line,
  checked,
  onCheck,
  onCount,
  itemHref,
}: {
  line: BasketLineData;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onCount: (qty: number) => void;
  itemHref: string;
}) {
  const unit = unitPriceToPay(line);
  const old = Math.ceil(line.price);
  return (
    <li className={styles.line}>
      <input
        type="checkbox"
        name="checked"
        value={line.id}
        checked={checked}
        onChange={(event) => onCheck(event.currentTarget.checked)}
        aria-label={`Выбрать: ${line.name}`}
        className={styles.check}
      />
      {line.image ? (
        <img className={styles.image} src={line.image} alt="" width={96} height={72} />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.about}>
        <Link to={itemHref} className={styles.name}>
          {line.name}
        </Link>
        <p className={styles.meta}>
          {line.brand} · <span className={styles.code}>{line.partCode}</span>
        </p>
        <p className={styles.unit}>
          {formatRub(unit)} за шт.
          {unit < old && (
            <s className={styles.old}>
              <VisuallyHidden>Цена без скидки: </VisuallyHidden>
              {formatRub(old)}
            </s>
          )}
        </p>
      </div>
      <label className={styles.count}>
        <span>Количество</span>
        <input
          type="number"
          name={`qty-${line.id}`}
          min={1}
          max={9999}
          step={1}
          inputMode="numeric"
          defaultValue={line.qty}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            if (Number.isInteger(value) && value >= 1) onCount(clampQty(value));
          }}
        />
      </label>
      <p className={styles.lineSum}>{formatRub(unit * line.qty)}</p>
      <button type="submit" name="drop" value={line.id} className={styles.drop}>
        Удалить<VisuallyHidden>: {line.name}</VisuallyHidden>
      </button>
    </li>
  );
}

function Section({
  basket,
  title,
  lines,
  embedded,
}: {
  basket: BasketKind;
  title: string;
  lines: readonly BasketLineData[];
  embedded: boolean;
}) {
  // The checks are the page's own (SPEC 3: checked by default); the counts are saved as changed.
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(new Set());
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const saver = useFetcher();
  const shown = lines.map((line) => ({
    ...line,
    qty: counts.get(line.id) ?? line.qty,
    checked: !unchecked.has(line.id),
  }));
  const allChecked = unchecked.size === 0;
  const formId = `basket-${basket}`;
  const itemHref = (id: number) => (embedded ? `/iframe/item/${id}/` : `/item/${id}/`);
  return (
    <section aria-labelledby={`${formId}-title`} className={styles.section}>
      <h2 id={`${formId}-title`} className={styles.subtitle}>
        {title}
      </h2>
      <Form method="post" id={formId} className={styles.form}>
        <input type="hidden" name="basket" value={basket} />
        <label className={styles.all}>
          <input
            type="checkbox"
            checked={allChecked}
            onChange={(event) =>
              setUnchecked(
                event.currentTarget.checked ? new Set() : new Set(lines.map((l) => l.id)),
              )
            }
          />
          Выбрать все
        </label>
        <ul className={styles.lines}>
          {shown.map((line) => (
            <Line
              key={line.id}
              line={line}
              checked={line.checked}
              itemHref={itemHref(line.id)}
              onCheck={(checked) =>
                setUnchecked((set) => {
                  const next = new Set(set);
                  if (checked) next.delete(line.id);
                  else next.add(line.id);
                  return next;
                })
              }
              onCount={(qty) => {
                setCounts((map) => new Map(map).set(line.id, qty));
                saver.submit(
                  { basket, intent: 'save', [`qty-${line.id}`]: String(qty) },
                  { method: 'post' },
                );
              }}
            />
          ))}
        </ul>
        <BasketTotals lines={shown} />
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="order">
            Оформить заказ
          </Button>
          <Button type="submit" name="intent" value="remove" variant="secondary">
            Удалить выбранные
          </Button>
          <Button type="submit" name="intent" value="save" variant="ghost">
            Пересчитать
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** /basket/ and /iframe/basket/: the parts basket and the accessory basket (SPEC 3, 4). */
export function BasketPage({
  basket,
  embedded,
  error,
}: {
  basket: BasketData;
  embedded: boolean;
  error?: string | undefined;
}) {
  const empty = basket.parts.length === 0 && basket.accessories.length === 0;
  // Each answer of the basket's loader may have rewritten its cookie: the header's count follows.
  useEffect(() => syncBasketFromCookie(), [basket]);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Корзина</h1>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {empty ? (
        <div className={styles.empty}>
          <p>В корзине пока ничего нет.</p>
          <p>
            <Link to={embedded ? '/iframe/basket/' : '/parts/'} className={buttonClass()}>
              Перейти в каталог запчастей
            </Link>{' '}
            {!embedded && (
              <Link to="/store/" className={buttonClass('secondary')}>
                Аксессуары
              </Link>
            )}
          </p>
        </div>
      ) : (
        SECTIONS.map(({ basket: kind, title }) =>
          basket[kind].length > 0 ? (
            <Section
              key={kind}
              basket={kind}
              title={title}
              lines={basket[kind]}
              embedded={embedded}
            />
          ) : null,
        )
      )}
    </main>
  );
}
