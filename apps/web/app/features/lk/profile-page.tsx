import { Form, useNavigation } from 'react-router';
import type { UserInfo } from '@dealer/contract';
import { Button } from '../../shared/ui/button.tsx';
import type { FormResult } from './types.ts';
import { LkPage } from './lk-page.tsx';
import { NameFields } from './name-fields.tsx';
import { PhoneChange } from './phone-change.tsx';
import { ResultMessage } from './result-message.tsx';
import styles from './lk.module.css';

/** /lk/profile/: name and e-mail (SPEC 5 rules); the phone is the sign-in and is shown. */
export function ProfilePage({ user, result }: { user: UserInfo; result: FormResult | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const phoneResult =
    result && ('newPhone' in result.values || 'phoneChanged' in result.values) ? result : undefined;
  const namesResult = phoneResult ? undefined : result;
  return (
    <LkPage title="Профиль" user={user}>
      <Form method="post" className={styles.form} noValidate>
        <ResultMessage result={namesResult} />
        <NameFields initial={user} result={namesResult} firstNameRequired={false} />
        <Button type="submit" disabled={busy}>
          Сохранить
        </Button>
      </Form>
      <dl className={styles.facts}>
        <dt>Телефон</dt>
        <dd>{user.phone}</dd>
      </dl>
      <PhoneChange result={phoneResult} key={phoneResult?.values.phoneChanged ?? 'phone'} />
    </LkPage>
  );
}
