import { Form, useNavigation } from 'react-router';
import type { LeadState, ReportLeadDetail, Staff } from '@dealer/contract';
import {
  formatRub,
  STORE_ORDER_NEXT,
  storeOrderStatusName,
  type StoreOrderStatus,
} from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import {
  DELIVERY_LABEL,
  STATE_LABEL,
  cityLabel,
  labelTerms,
  moscowAt,
  otherFields,
  phoneLabel,
} from './lead-labels.ts';
import { OfficeBar } from './office-bar.tsx';
import { FactsCard } from './office-parts.tsx';
import type { LeadActionState } from './types.ts';
import styles from './reports.module.css';

// What can be done with a lead in each state, most likely first.
const NEXT: Record<LeadState, { state: LeadState; label: string; primary?: true }[]> = {
  new: [{ state: 'working', label: 'Взять в работу', primary: true }],
  working: [
    { state: 'won', label: 'Закрыть с результатом', primary: true },
    { state: 'lost', label: 'Закрыть без результата' },
    { state: 'new', label: 'Вернуть в очередь' },
  ],
  won: [{ state: 'working', label: 'Открыть снова' }],
  lost: [{ state: 'working', label: 'Открыть снова' }],
};

const DONE: Record<LeadState, string> = {
  new: 'Заявка возвращена в очередь.',
  working: 'Заявка в работе у вас.',
  won: 'Заявка закрыта с результатом.',
  lost: 'Заявка закрыта без результата.',
};

// The store order's next steps as buttons; cancelling is never the primary one.
const ORDER_STEP: Record<StoreOrderStatus, string> = {
  new: '',
  confirmed: 'Подтвердить заказ',
  ready: 'Готов к выдаче',
  done: 'Выдан покупателю',
  cancelled: 'Отменить заказ',
};

function outcomeText(result: LeadActionState & { ok: true }): string {
  return 'state' in result
    ? DONE[result.state]
    : `Заказ: ${storeOrderStatusName(result.orderStatus).toLowerCase()}. Покупатель видит это в личном кабинете.`;
}

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;

function StateBadge({ state }: { state: LeadState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {STATE_LABEL[state]}
    </span>
  );
}

function History({ lead }: { lead: ReportLeadDetail }) {
  if (lead.history.length === 0) return <p className={styles.muted}>Изменений ещё не было.</p>;
  return (
    <ol className={styles.history}>
      {lead.history.map((entry) => {
        const after = entry.after as {
          state?: LeadState;
          manager?: string | null;
          orderStatus?: StoreOrderStatus;
        } | null;
        return (
          <li key={entry.id}>
            <time dateTime={entry.at}>{moscowAt(entry.at)}</time> — {entry.staff.name}:{' '}
            {after?.state
              ? STATE_LABEL[after.state]
              : after?.orderStatus
                ? `заказ — ${storeOrderStatusName(after.orderStatus).toLowerCase()}`
                : entry.action}
            {after?.manager ? ` (ответственный: ${after.manager})` : ''}
          </li>
        );
      })}
    </ol>
  );
}

/** /reports/{report}/: one lead as a manager works it — the car and terms first, then the rest. */
export function LeadPage({
  staff,
  lead,
  result,
}: {
  staff: Staff;
  lead: ReportLeadDetail;
  result: LeadActionState | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const terms = labelTerms(lead.terms);
  const other = otherFields(lead.fields, lead.terms);
  return (
    <main className={styles.page} aria-labelledby="lead-title">
      <OfficeBar staff={staff} />
      <Link to="/reports/">← Все заявки</Link>
      <div className={styles.head}>
        <h1 id="lead-title" className={styles.title}>
          Заявка № {lead.id}: {lead.subject}
        </h1>
        <StateBadge state={lead.state} />
      </div>
      <p className={styles.muted}>
        {[
          `Получена ${moscowAt(lead.createdAt)}`,
          lead.dealer?.name ?? 'дилер не выбран',
          lead.cityCode ? cityLabel(lead.cityCode) : '',
          `ответственный: ${lead.manager?.name ?? 'не назначен'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {result && (
        <p
          className={result.ok ? styles.notice : styles.error}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.ok ? outcomeText(result) : result.error}
        </p>
      )}
      <Form method="post" className={styles.actions} aria-label="Действия с заявкой">
        {NEXT[lead.state].map((next) => (
          <Button
            key={next.state}
            type="submit"
            name="state"
            value={next.state}
            variant={next.primary ? 'primary' : 'secondary'}
            disabled={busy}
          >
            {next.label}
          </Button>
        ))}
      </Form>
      <div className={styles.columns}>
        {lead.order && (
          <section className={styles.card} aria-labelledby="lead-order">
            <h2 id="lead-order">Заказ из магазина № {lead.order.id}</h2>
            <p>
              Состояние: <strong>{storeOrderStatusName(lead.order.status)}</strong>
            </p>
            {STORE_ORDER_NEXT[lead.order.status].length > 0 && (
              <Form method="post" className={styles.actions} aria-label="Действия с заказом">
                {STORE_ORDER_NEXT[lead.order.status].map((next) => (
                  <Button
                    key={next}
                    type="submit"
                    name="orderStatus"
                    value={next}
                    variant={next === 'cancelled' ? 'secondary' : 'primary'}
                    disabled={busy}
                  >
                    {ORDER_STEP[next]}
                  </Button>
                ))}
              </Form>
            )}
          </section>
        )}
        {lead.car && (
          <section className={styles.card} aria-labelledby="lead-car">
            <h2 id="lead-car">Автомобиль</h2>
            <div className={lead.carPhoto ? styles.car : undefined}>
              {lead.carPhoto && (
                <img src={lead.carPhoto} alt={lead.car.name} width={128} height={96} />
              )}
              <dl className={styles.facts}>
                <dt>Модель</dt>
                <dd>{lead.car.name || '—'}</dd>
                <dt>VIN</dt>
                <dd>{lead.car.vin || '—'}</dd>
                <dt>Цена</dt>
                <dd className={styles.price}>
                  {lead.car.price !== null ? formatRub(lead.car.price) : '—'}
                </dd>
              </dl>
            </div>
            {lead.carUrl && (
              <a href={lead.carUrl} target="_blank" rel="noopener">
                Открыть карточку автомобиля
              </a>
            )}
          </section>
        )}
        <FactsCard id="lead-terms" title="Выбранные условия" fields={terms} />
        <section className={styles.card} aria-labelledby="lead-contact">
          <h2 id="lead-contact">Клиент</h2>
          <dl className={styles.facts}>
            <dt>Имя</dt>
            <dd>{lead.name || '—'}</dd>
            <dt>Телефон</dt>
            <dd>
              <a href={`tel:+${lead.phone}`}>{phoneLabel(lead.phone)}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}</dd>
            {lead.comment && (
              <>
                <dt>Комментарий</dt>
                <dd>{lead.comment}</dd>
              </>
            )}
          </dl>
        </section>
        {lead.files.length > 0 && (
          <section className={styles.card} aria-labelledby="lead-files">
            <h2 id="lead-files">Файлы клиента</h2>
            <ul className={styles.files}>
              {lead.files.map((file) => (
                <li key={file.id}>
                  <a href={`/reports/${lead.id}/files/${file.id}/`} download={file.name}>
                    {file.name}
                  </a>{' '}
                  <span className={styles.muted}>{sizeLabel(file.size)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FactsCard id="lead-form" title="Что ещё сообщил клиент" fields={other} />
        <section className={styles.card} aria-labelledby="lead-history">
          <h2 id="lead-history">История</h2>
          <History lead={lead} />
        </section>
        <section className={styles.card} aria-labelledby="lead-consent">
          <h2 id="lead-consent">Согласие на обработку персональных данных</h2>
          <dl className={styles.facts}>
            <dt>Время</dt>
            <dd>{moscowAt(lead.consent.at)}</dd>
            <dt>Страница</dt>
            <dd>{lead.formUrl}</dd>
            <dt>IP-адрес</dt>
            <dd>{lead.consent.ip}</dd>
            <dt>Браузер</dt>
            <dd>{lead.userAgent || '—'}</dd>
            <dt>Версия текста</dt>
            <dd>{lead.consent.version}</dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="lead-delivery">
          <h2 id="lead-delivery">Передача в коллтрекинг</h2>
          <dl className={styles.facts}>
            <dt>Статус</dt>
            <dd>{DELIVERY_LABEL[lead.delivery]}</dd>
            <dt>Попыток</dt>
            <dd>{lead.attempts}</dd>
            {lead.deliveredAt && lead.delivery === 'delivered' && (
              <>
                <dt>Доставлена</dt>
                <dd>{moscowAt(lead.deliveredAt)}</dd>
              </>
            )}
            {lead.lastError && (
              <>
                <dt>Последняя ошибка</dt>
                <dd>{lead.lastError}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
    </main>
  );
}
