import { dealerOptions, type FormDealer } from './dealer-options.ts';
import { LeadForm } from './lead-form.tsx';
import { PhoneField } from './phone-field.tsx';
import { CommentField, EmailField, HiddenField, NameField, SelectField } from './text-fields.tsx';

export const STORE_ORDER_FORM_ID = 'form_store_order';

/** One ordered line as the form carries it: the item, the count, the price of one as shown. */
export interface OrderFormLine {
  id: number;
  qty: number;
  /** The price to pay for one, rounded up, as the page shows it. */
  price: number;
}

/**
 * The store order (issue 31): contact, the dealer to collect from, comment and consent, with
 * the lines and the prices the visitor sees; the server prices them again and says a change.
 */
export function StoreOrderForm({
  basket,
  lines,
  dealers,
  dealer,
  idempotencyKey,
}: {
  basket: 'parts' | 'accessories';
  lines: readonly OrderFormLine[];
  dealers: readonly FormDealer[];
  /** The dealer offered first: where the first line is in stock. */
  dealer: string | undefined;
  idempotencyKey: string;
}) {
  return (
    <LeadForm
      formId={STORE_ORDER_FORM_ID}
      defaults={{ dealer }}
      submitLabel="Оформить заказ"
      idempotencyKey={idempotencyKey}
    >
      <HiddenField name="basket" value={basket} />
      {lines.map((line) => (
        <HiddenField key={line.id} name="item" value={`${line.id}x${line.qty}x${line.price}`} />
      ))}
      <NameField />
      <PhoneField />
      <EmailField />
      <SelectField
        name="dealer"
        label="Дилерский центр, где заберёте заказ"
        options={dealerOptions(dealers)}
      />
      <CommentField />
    </LeadForm>
  );
}
