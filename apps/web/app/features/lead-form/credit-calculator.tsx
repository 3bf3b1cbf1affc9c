import { useState } from 'react';
import { getInputProps, getSelectProps, useField } from '@conform-to/react';
import {
  CREDIT_DEFAULTS,
  CREDIT_TERMS_MONTHS,
  defaultDownPayment,
  formatPercent,
  formatPrice,
  formatRub,
  monthlyPayment,
  plainNumberText,
} from '@dealer/domain';
import { maskNumberOnFocus, maskWholeOnFocus } from '../../shared/ui/number-mask.ts';
import { FieldShell } from './field-shell.tsx';
import styles from './lead-form.module.css';

const numberOf = (value: string, fallback: number) => {
  const n = Number(plainNumberText(value));
  return value.trim() === '' || !Number.isFinite(n) ? fallback : n;
};

/** The rate field takes up to two decimals after a comma («14,9»). */
const maskRateOnFocus = maskNumberOnFocus(2);

/**
 * The credit form's calculator: price, down payment, term and rate give a monthly payment, shown
 * as an estimate (the bank decides). Its fields travel with the lead, as written («469 000»,
 * «14,9»): CREDIT_FIELDS reads them back as numbers.
 */
export function CreditCalculator({ price }: { price: number }) {
  const [downMeta] = useField<number>('creditDownPayment');
  const [termMeta] = useField<number>('creditTerm');
  const [rateMeta] = useField<number>('creditRate');
  const [down, setDown] = useState(downMeta.initialValue ?? formatPrice(defaultDownPayment(price)));
  const [term, setTerm] = useState(String(termMeta.initialValue ?? CREDIT_DEFAULTS.termMonths));
  const [rate, setRate] = useState(
    rateMeta.initialValue ?? formatPercent(CREDIT_DEFAULTS.ratePercent),
  );
  const payment = monthlyPayment({
    price,
    downPayment: numberOf(down, 0),
    termMonths: numberOf(term, 0),
    ratePercent: numberOf(rate, -1),
  });
  const { key: downKey, ...downProps } = getInputProps(downMeta, { type: 'text' });
  const { key: termKey, ...termProps } = getSelectProps(termMeta);
  const { key: rateKey, ...rateProps } = getInputProps(rateMeta, { type: 'text' });
  return (
    <fieldset className={styles.calculator}>
      <legend className={styles.label}>Кредитный калькулятор</legend>
      <p className={styles.smsHint}>Стоимость автомобиля: {formatRub(price)}</p>
      <FieldShell meta={downMeta} label="Первоначальный взнос, ₽">
        <input
          key={downKey}
          {...downProps}
          defaultValue={down}
          className={styles.input}
          inputMode="numeric"
          onFocus={maskWholeOnFocus}
          onInput={(event) => setDown(event.currentTarget.value)}
        />
      </FieldShell>
      <FieldShell meta={termMeta} label="Срок кредита">
        <select
          key={termKey}
          {...termProps}
          defaultValue={term}
          className={styles.select}
          onChange={(event) => setTerm(event.currentTarget.value)}
        >
          {CREDIT_TERMS_MONTHS.map((months) => (
            <option key={months} value={months}>
              {months} мес.
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell meta={rateMeta} label="Ставка, % годовых">
        <input
          key={rateKey}
          {...rateProps}
          defaultValue={rate}
          className={styles.input}
          inputMode="decimal"
          onFocus={maskRateOnFocus}
          onInput={(event) => setRate(event.currentTarget.value)}
        />
      </FieldShell>
      <p className={styles.estimate} aria-live="polite">
        {payment === null
          ? 'Проверьте взнос, срок и ставку: с ними расчёт невозможен'
          : `Ежемесячный платёж: от ${formatRub(payment)}`}
      </p>
      <p className={styles.smsHint}>
        Расчёт предварительный и не является офертой: условия определяет банк.
      </p>
    </fieldset>
  );
}
