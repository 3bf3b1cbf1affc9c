import { useEffect, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Bill } from '@dealer/contract';
import { formatBillAmount, formatDateLong, PAY_MESSAGES } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import type { BankOutcome, PaymentStartState } from './types.ts';
import styles from './pay.module.css';

const STATUS: Record<Bill['status'], string> = {
  issued: 'Ожидает оплаты',
  paid: 'Оплачен',
  cancelled: 'Счёт отменён',
  expired: 'Срок оплаты истёк',
};

/** The bill as the payer must recognise it: amount, purpose, payer, the dealership's contacts. */
export function BillFacts({ bill }: { bill: Bill }) {
  return (
    <dl className={styles.facts}>
      <dt>Сумма</dt>
      <dd className={styles.amount}>{formatBillAmount(bill.amount)}</dd>
      <dt>Назначение</dt>
      <dd>{bill.purpose}</dd>
      <dt>Плательщик</dt>
      <dd>{bill.payer}</dd>
      <dt>Получатель</dt>
      <dd>
        {bill.dealer.name}
        <br />
        {bill.dealer.address}
        {bill.dealer.phone && (
          <>
            <br />
            <a href={`tel:${bill.dealer.phone.replace(/[^\d+]/g, '')}`}>{bill.dealer.phone}</a>
          </>
        )}
      </dd>
      {bill.paidAt ? (
        <>
          <dt>Оплачен</dt>
          <dd>{formatDateLong(bill.paidAt)}</dd>
        </>
      ) : (
        <>
          <dt>Оплатить до</dt>
          <dd>{formatDateLong(bill.expiresAt)}</dd>
        </>
      )}
    </dl>
  );
}

function Shell({ title, crumb, children }: { title: string; crumb?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <Breadcrumbs
        items={[
          { label: 'Главная', href: '/' },
          { label: 'Оплата счёта', href: '/pay/' },
          { label: crumb ?? title },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}

/**
 * To the bank's page: the server answered its address. A plain post (no JavaScript) gets this
 * page with a refresh to it (the site's form-action policy keeps a form's redirect at home);
 * with JavaScript the page goes there at once. The link is for a browser that does neither.
 */
function ToTheBank({ url }: { url: string }) {
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return (
    <div className={styles.notice} role="status">
      <meta httpEquiv="refresh" content={`0;url=${url}`} />
      Переходим на страницу банка…{' '}
      <a href={url} rel="noreferrer">
        Перейти к оплате
      </a>
    </div>
  );
}

/** SPEC 2.8 /pay/{id}: the bill of the link, and «Оплатить картой» while it waits for payment. */
export function BillPage({ bill, state }: { bill: Bill; state: PaymentStartState | undefined }) {
  const busy = useNavigation().state !== 'idle';
  const payable = bill.status === 'issued';
  return (
    <Shell title={`Счёт № ${bill.number}`}>
      <section className={styles.card} aria-label="Счёт">
        <span className={`${styles.status} ${bill.status === 'paid' ? styles.paid : ''}`}>
          {STATUS[bill.status]}
        </span>
        <BillFacts bill={bill} />
        {state?.ok && payable && <ToTheBank url={state.paymentUrl} />}
        {state && !state.ok && (
          <p className={styles.notice} role="alert">
            {state.message}
          </p>
        )}
        {payable && !bill.cardPayments && (
          <p className={styles.notice} role="alert">
            {PAY_MESSAGES.cardPaymentsOff}
          </p>
        )}
        {payable && bill.cardPayments && !state?.ok && (
          <Form method="post" className={styles.actions}>
            <Button type="submit" disabled={busy}>
              Оплатить картой {formatBillAmount(bill.amount)}
            </Button>
            <p className={styles.hint}>
              Вы перейдёте на защищённую страницу банка: данные карты вводятся только там.
            </p>
          </Form>
        )}
        {bill.status === 'paid' && (
          <p className={styles.hint}>Счёт оплачен, повторно оплатить его нельзя.</p>
        )}
      </section>
    </Shell>
  );
}

const RETURN_TITLES: Record<BankOutcome, string> = {
  approve: 'Оплата ещё не подтверждена',
  cancel: 'Оплата отменена',
  decline: 'Банк отклонил оплату',
};

const RETURN_TEXTS: Record<BankOutcome, string> = {
  approve:
    'Банк пока не подтвердил оплату этого счёта. Если деньги списаны, счёт отметится оплаченным, как только банк подтвердит платёж: откройте страницу счёта чуть позже.',
  cancel: 'Оплата прервана, деньги не списаны. Счёт можно оплатить снова.',
  decline:
    'Банк не провёл платёж, деньги не списаны. Проверьте данные карты или оплатите другой картой.',
};

/**
 * SPEC 2.8 /webpay/BankSPB/Approve, /Cancel, /Decline: the bill as the bank reports it (a paid
 * one never shows here: it went on to /pay/success). The address only picks the words.
 */
export function BankReturnPage({
  outcome,
  bill,
  checked,
}: {
  outcome: BankOutcome;
  bill: Bill | null;
  checked: boolean;
}) {
  if (!bill)
    return (
      <Shell title="Счёт не найден" crumb="Возврат из банка">
        <p className={styles.lead}>
          Ссылка возврата из банка не указывает на счёт. Найдите счёт по номеру и сумме.
        </p>
        <p>
          <Link to="/pay/" className={buttonClass()}>
            Найти счёт
          </Link>
        </p>
      </Shell>
    );
  const title = bill.status === 'issued' ? RETURN_TITLES[outcome] : `Счёт № ${bill.number}`;
  return (
    <Shell title={title} crumb="Возврат из банка">
      <section className={styles.card} aria-label="Счёт">
        <span className={styles.status}>
          Счёт № {bill.number}: {STATUS[bill.status].toLowerCase()}
        </span>
        {bill.status === 'issued' && (
          <p className={styles.lead}>
            {checked
              ? RETURN_TEXTS[outcome]
              : 'Банк сейчас не отвечает, состояние оплаты неизвестно. Откройте страницу счёта через несколько минут.'}
          </p>
        )}
        <BillFacts bill={bill} />
        <p>
          <Link to={`/pay/${bill.id}/`} className={buttonClass()}>
            {bill.status === 'issued' && outcome !== 'approve' ? 'Оплатить снова' : 'К счёту'}
          </Link>
        </p>
      </section>
    </Shell>
  );
}

/** SPEC 2.8 /pay/success: shown only for a bill the bank confirmed. */
export function PaidPage({ bill }: { bill: Bill }) {
  return (
    <Shell title="Оплата прошла" crumb="Оплата прошла">
      <section className={styles.card} aria-label="Счёт">
        <span className={`${styles.status} ${styles.paid}`}>Счёт № {bill.number} оплачен</span>
        <p className={styles.lead}>
          Спасибо! Банк подтвердил оплату, дилерский центр уже видит её.
        </p>
        <BillFacts bill={bill} />
      </section>
    </Shell>
  );
}
