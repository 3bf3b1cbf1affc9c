import { useState } from 'react';
import { getInputProps, getSelectProps, useField } from '@conform-to/react';
import {
  CREDIT_DEFAULTS,
  CREDIT_TERMS_MONTHS,
  defaultDownPayment,
  formatRub,
  monthlyPayment,
} from '@dealer/domain';
import { FieldShell } from './field-shell.tsx';
import styles from './lead-form.module.css';

const numberOf = (value: string, fallback: number) => {
  const n = Number(value.replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(n) ? fallback : n;
};

/**
 * The credit form's calculator: price, down payment, term and rate give a monthly payment, shown
 * as an estimate (the bank decides). Its fields travel with the lead.
 */
export function CreditCalculator({ price }: { price: number }) {
  const [downMeta] = useField<number>('creditDownPayment');
  const [termMeta] = useField<number>('creditTerm');
  const [rateMeta] = useField<number>('creditRate');
  const [down, setDown] = useState(String(downMeta.initialValue ?? defaultDownPayment(price)));
  const [term, setTerm] = useState(String(termMeta.initialValue ?? CREDIT_DEFAULTS.termMonths));
  const [rate, setRate] = useState(String(rateMeta.initialValue ?? CREDIT_DEFAULTS.ratePercent));
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
