import type { Insurance, Loyalty, UserInfo } from '@dealer/contract';
import { formatDateLong, formatRub } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { LkPage } from './lk-page.tsx';
import { carTitle, formatPoints } from './labels.ts';
import { INSURANCE_KIND } from './state-labels.ts';
import styles from './lk.module.css';

function PolicyFacts({ policy }: { policy: Insurance }) {
  return (
    <dl className={styles.facts}>
      <dt>Номер</dt>
      <dd>{policy.number}</dd>
      <dt>Страховая компания</dt>
      <dd>{policy.company}</dd>
      <dt>Срок действия</dt>
      <dd>
        {formatDateLong(policy.startsOn)} — {formatDateLong(policy.endsOn)}
      </dd>
      <dt>Премия</dt>
      <dd>{formatRub(policy.premium)}</dd>
      {policy.car && (
        <>
          <dt>Автомобиль</dt>
          <dd>{carTitle(policy.car)}</dd>
        </>
      )}
    </dl>
  );
}

function State({ policy }: { policy: Insurance }) {
  return (
    <span className={`${styles.badge} ${policy.isActive ? styles.ok : ''}`}>
      {policy.isActive ? 'Действует' : 'Истёк'}
    </span>
  );
}

/** /lk/insurances/: the customer's policies. */
export function InsurancesPage({ user, items }: { user: UserInfo; items: readonly Insurance[] }) {
  return (
    <LkPage title="Страховки" user={user}>
      {items.length === 0 ? (
        <p className={styles.muted}>Полисов пока нет.</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((policy) => (
            <li key={policy.id} className={styles.card}>
              <h2>
                <Link to={`/lk/insurances/${policy.id}/`}>
                  {INSURANCE_KIND[policy.kind]} {policy.number}
                </Link>
              </h2>
              <State policy={policy} />
              <span className={styles.muted}>до {formatDateLong(policy.endsOn)}</span>
            </li>
          ))}
        </ul>
      )}
    </LkPage>
  );
}

/** /lk/insurances/{insurance}/: one policy. */
export function InsurancePage({ user, policy }: { user: UserInfo; policy: Insurance }) {
  return (
    <LkPage title={`Полис ${INSURANCE_KIND[policy.kind]}`} user={user}>
      <State policy={policy} />
      <PolicyFacts policy={policy} />
      <Link to="/lk/insurances/">Все полисы</Link>
    </LkPage>
  );
}

const LOYALTY_KIND = { accrual: 'Начисление', writeoff: 'Списание', expiry: 'Сгорание' } as const;

/** «Начисление за ТО», not «Начисление: Начисление за ТО»: the kind only where the text lacks it. */
function operationText(kind: keyof typeof LOYALTY_KIND, description: string): string {
  const name = LOYALTY_KIND[kind];
  if (!description) return name;
  return description.toLowerCase().startsWith(name.toLowerCase())
    ? description
    : `${name}: ${description}`;
}

/** /lk/loyalty/ (first holding): balance, points that expire soon, the history. */
export function LoyaltyPage({ user, loyalty }: { user: UserInfo; loyalty: Loyalty | null }) {
  return (
    <LkPage title="Программа лояльности" user={user}>
      {!loyalty ? (
        <p className={styles.error}>Не удалось загрузить бонусы. Попробуйте позже.</p>
      ) : (
        <>
          <ul className={styles.cards}>
            <li className={styles.card}>
              <h2>Баланс</h2>
              <span className={styles.figure}>{formatPoints(loyalty.balance)}</span>
            </li>
            {loyalty.earlyBonusSumEnd.bonusQtySum > 0 && (
              <li className={styles.card}>
                <h2>Скоро сгорят</h2>
                <span className={styles.figure}>
                  {formatPoints(loyalty.earlyBonusSumEnd.bonusQtySum)}
                </span>
                {loyalty.earlyBonusSumEnd.dateEnd && (
                  <span className={styles.badge}>
                    до {formatDateLong(loyalty.earlyBonusSumEnd.dateEnd)}
                  </span>
                )}
              </li>
            )}
          </ul>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.muted}>История</caption>
              <thead>
                <tr>
                  <th scope="col">Дата</th>
                  <th scope="col">Операция</th>
                  <th scope="col">Баллы</th>
                  <th scope="col">Сгорают</th>
                </tr>
              </thead>
              <tbody>
                {loyalty.transactions.map((t) => (
                  <tr key={t.id}>
                    <td>{formatDateLong(t.createdAt)}</td>
                    <td>{operationText(t.kind, t.description)}</td>
                    <td>{formatPoints(t.amount, true)}</td>
                    <td>{t.expiresAt ? formatDateLong(t.expiresAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </LkPage>
  );
}
