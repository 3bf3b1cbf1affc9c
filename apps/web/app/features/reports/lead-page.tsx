import type { ReportLeadDetail, Staff } from '@dealer/contract';
import { formatDateLong } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { DELIVERY_LABEL } from './csv.ts';
import { StaffBar } from './desk-page.tsx';
import styles from './reports.module.css';

function at(iso: string): string {
  const moscow = new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString();
  return `${formatDateLong(iso)}, ${moscow.slice(11, 19)} МСК`;
}

/** /reports/{report}/: one lead, everything its form sent, the consent evidence, the delivery. */
export function LeadPage({ staff, lead }: { staff: Staff; lead: ReportLeadDetail }) {
  return (
    <main className={styles.page} aria-labelledby="lead-title">
      <StaffBar name={staff.name} role={staff.role} />
      <Link to="/reports/">Все заявки</Link>
      <h1 id="lead-title" className={styles.title}>
        Заявка № {lead.id}
      </h1>
      <dl className={styles.facts}>
        <dt>Получена</dt>
        <dd>{at(lead.createdAt)}</dd>
        <dt>Форма</dt>
        <dd>{lead.subject}</dd>
        <dt>Страница</dt>
        <dd>{lead.formUrl}</dd>
        <dt>Дилер</dt>
        <dd>{lead.dealer?.name ?? '—'}</dd>
        <dt>Город</dt>
        <dd>{lead.cityCode ?? '—'}</dd>
        <dt>Имя</dt>
        <dd>{lead.name || '—'}</dd>
        <dt>Телефон</dt>
        <dd>{lead.phone}</dd>
        <dt>E-mail</dt>
        <dd>{lead.email || '—'}</dd>
      </dl>
      <h2>Согласие на обработку персональных данных</h2>
      <dl className={styles.facts}>
        <dt>Время</dt>
        <dd>{at(lead.consent.at)}</dd>
        <dt>IP-адрес</dt>
        <dd>{lead.consent.ip}</dd>
        <dt>Форма</dt>
        <dd>{lead.consent.formId}</dd>
        <dt>Версия текста</dt>
        <dd>{lead.consent.version}</dd>
        <dt>Браузер</dt>
        <dd>{lead.userAgent || '—'}</dd>
      </dl>
      <h2>Доставка в коллтрекинг</h2>
      <dl className={styles.facts}>
        <dt>Статус</dt>
        <dd>{DELIVERY_LABEL[lead.delivery]}</dd>
        <dt>Попыток</dt>
        <dd>{lead.attempts}</dd>
        {lead.deliveredAt && (
          <>
            <dt>Доставлена</dt>
            <dd>{at(lead.deliveredAt)}</dd>
          </>
        )}
        {lead.lastError && (
          <>
            <dt>Последняя ошибка</dt>
            <dd>{lead.lastError}</dd>
          </>
        )}
      </dl>
      <h2>Данные формы</h2>
      <dl className={styles.facts}>
        {lead.fields.map((field) => (
          <div key={field.name} style={{ display: 'contents' }}>
            <dt>{field.name}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
