import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PHONE_MASK, maskPhoneInput } from '@dealer/domain';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from './field.tsx';
import { ResultMessage } from './result-message.tsx';
import type { FormResult } from './types.ts';
import styles from './lk.module.css';

/** The phone is the sign-in: a new one is confirmed with the code sent to it by SMS. */
export function PhoneChange({ result }: { result: FormResult | undefined }) {
  const mine = result && ('newPhone' in result.values || 'phoneChanged' in result.values);
  const codeStep = mine && result.values.phoneStep === 'code';
  const [phone, setPhone] = useState(mine ? (result.values.newPhone ?? '') : '');
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={styles.form} noValidate>
      <h2>Сменить телефон</h2>
      {mine && <ResultMessage result={result} />}
      <Field
        label="Новый телефон"
        name="newPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_MASK.replace(/#/g, '_')}
        value={phone}
        readOnly={codeStep}
        onChange={(event) => setPhone(maskPhoneInput(event.target.value))}
        error={mine ? result.errors.newPhone : undefined}
      />
      {codeStep && (
        <Field
          label="Код из SMS"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          error={mine ? result.errors.code : undefined}
        />
      )}
      <Button
        type="submit"
        name="intent"
        value={codeStep ? 'phone-code' : 'phone'}
        variant="secondary"
        disabled={busy}
      >
        {codeStep ? 'Подтвердить' : 'Получить код'}
      </Button>
    </Form>
  );
}
