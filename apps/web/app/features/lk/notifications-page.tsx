import { Form, useNavigation } from 'react-router';
import type { NotificationList, UserInfo } from '@dealer/contract';
import { formatDateLong } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import type { FormResult } from './types.ts';
import { LkPage } from './lk-page.tsx';
import { ResultMessage } from './result-message.tsx';
import styles from './lk.module.css';

/** /lk/notifications/: newest first, unread ones marked; each can be marked read, or all at once. */
export function NotificationsPage({
  user,
  items,
  unread,
  result,
}: {
  user: UserInfo;
  items: NotificationList['items'];
  unread: number;
  result: FormResult | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <LkPage title="Уведомления" user={user}>
      {result && !result.ok && <ResultMessage result={result} />}
      <div className={styles.actions}>
        <span>Непрочитанных: {unread}</span>
        {unread > 0 && (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="all"
              size="sm"
              variant="secondary"
              disabled={busy}
            >
              Прочитать все
            </Button>
          </Form>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>Уведомлений нет.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={`${styles.card} ${item.isRead ? '' : styles.unread}`}>
              <h2>{item.title}</h2>
              <p>{item.text}</p>
              <span className={styles.muted}>
                {formatDateLong(item.createdAt)} · {item.isRead ? 'Прочитано' : 'Новое'}
              </span>
              <div className={styles.actions}>
                {item.link?.startsWith('/') && <Link to={item.link}>Подробнее</Link>}
                {!item.isRead && (
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="one"
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={`Отметить прочитанным: ${item.title}`}
                    >
                      Отметить прочитанным
                    </Button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </LkPage>
  );
}
