import { Form } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import styles from './lk.module.css';

/** The developer sign-in: one button per demo customer; the code is in the API's log. */
export function DevSignInPage({ phones }: { phones: readonly string[] }) {
  return (
    <main className={`${styles.page} ${styles.center}`} aria-labelledby="dev-title">
      <h1 id="dev-title" className={styles.title}>
        Вход разработчика
      </h1>
      <p className={styles.lead}>
        Выберите демонстрационного клиента. Код из SMS в режиме разработки пишется в журнал API.
      </p>
      {phones.map((phone) => (
        <Form key={phone} method="post" action="/lk/auth/?redirect=%2Flk%2F">
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="phone" value={phone} />
          <Button type="submit" variant="secondary">
            {phone}
          </Button>
        </Form>
      ))}
    </main>
  );
}
