import { getFormProps, getInputProps, parse, useForm, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { billLookupErrors } from '@dealer/domain';
import { Breadcrumbs, type BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import type { BillLookupState } from './types.ts';
import styles from './pay.module.css';

const ANSWER = 'bill-lookup-answer';

type TextFieldProps = {
  meta: FieldMetadata<string>;
  label: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'maxLength' | 'inputMode'>;

/** A labelled text box with its message, tied by Conform's ids for screen readers. */
function TextField({ meta, label, ...input }: TextFieldProps) {
  const error = meta.errors?.[0];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      <input
        {...getInputProps(meta, { type: 'text' })}
        {...input}
        className={styles.input}
        autoComplete="off"
      />
      {error && (
        <p className={styles.error} id={meta.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * SPEC 2.8 /pay (and /services/pay of the second holding): the number and the amount of a bill
 * open its page. A real form posting to the route's action, so it works without JavaScript; with
 * it, Conform checks each field as the visitor leaves it, by the same domain rules as the action.
 */
export function BillLookupPage({
  title,
  crumbs,
}: {
  title: string;
  crumbs: readonly BreadcrumbItem[];
}) {
  const state = useActionData<BillLookupState>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<{ number: string; amount: string }>({
    id: 'bill-lookup',
    lastResult: state?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve(payload) {
          const errors = billLookupErrors(payload);
          if (Object.keys(errors).length > 0) return { error: errors };
          return { value: payload as { number: string; amount: string } };
        },
      }),
  });
  const refusal = form.errors?.[0];
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        Укажите номер и сумму из счёта, который прислал дилерский центр. Оплата проходит на
        защищённой странице банка, данные карты сайт не видит.
      </p>
      <Form
        method="post"
        action={`#${ANSWER}`}
        className={`${styles.card} ${styles.form}`}
        {...getFormProps(form)}
      >
        {refusal && (
          <FormRefusal id={ANSWER} title="Счёт не найден" message={refusal} fieldsToFix={0} />
        )}
        <TextField meta={fields.number} label="Номер счёта" placeholder="1-00001" maxLength={60} />
        <TextField
          meta={fields.amount}
          label="Сумма, ₽"
          placeholder="12 500,50"
          maxLength={30}
          inputMode="decimal"
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            Найти счёт
          </Button>
        </div>
      </Form>
    </main>
  );
}
