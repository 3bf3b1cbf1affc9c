import { useId } from 'react';
import { Form } from 'react-router';
import { formatDateLong } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Charts } from './charts.tsx';
import { DELIVERY_LABEL } from './csv.ts';
import type { DeskData, DeskFilters } from './types.ts';
import styles from './reports.module.css';

const CITIES = [
  { value: 'msk', label: 'Москва' },
  { value: 'spb', label: 'Санкт-Петербург' },
];

function Select({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: keyof DeskFilters;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={styles.input}>
        <option value="">Все</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateField({
  label,
  name,
  value,
}: {
  label: string;
  name: keyof DeskFilters;
  value: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} type="date" name={name} defaultValue={value} className={styles.input} />
    </div>
  );
}

export function StaffBar({ name, role }: { name: string; role: 'admin' | 'manager' }) {
  return (
    <div className={styles.head}>
      <span className={styles.muted}>
        {name} · {role === 'admin' ? 'администратор' : 'менеджер'}
      </span>
      <Form method="post" action="/reports/auth/">
        <Button type="submit" name="intent" value="logout" variant="ghost" size="sm">
          Выйти
        </Button>
      </Form>
    </div>
  );
}

/** /reports/: the holding's leads with filters, the chart and the CSV of the filtered list. */
export function DeskPage(props: DeskData) {
  const { staff, filters, leads, total, page, totalPages, stats, dealers, forms, query } = props;
  const pageHref = (n: number) => `/reports/?${query ? `${query}&` : ''}page=${n}`;
  return (
    <main className={styles.page} aria-labelledby="desk-title">
      <StaffBar name={staff.name} role={staff.role} />
      <h1 id="desk-title" className={styles.title}>
        Заявки
      </h1>
      <Form method="get" className={styles.filters} aria-label="Фильтры заявок">
        <DateField label="С даты" name="dateFrom" value={filters.dateFrom} />
        <DateField label="По дату" name="dateTo" value={filters.dateTo} />
        <Select
          label="Форма"
          name="formId"
          value={filters.formId}
          options={forms.map((f) => ({ value: f.id, label: f.subject }))}
        />
        <Select
          label="Дилер"
          name="dealerId"
          value={filters.dealerId}
          options={dealers.map((d) => ({ value: String(d.id), label: d.name }))}
        />
        <Select label="Город" name="city" value={filters.city} options={CITIES} />
        <Select
          label="Доставка в коллтрекинг"
          name="delivery"
          value={filters.delivery}
          options={Object.entries(DELIVERY_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <Button type="submit">Показать</Button>
      </Form>
      {props.filterError && (
        <p className={styles.error} role="alert">
          {props.filterError}
        </p>
      )}
      <div className={styles.head}>
        <span>Найдено заявок: {total}</span>
        <a
          href={`/reports/export/${query ? `?${query}` : ''}`}
          className={buttonClass('secondary', 'sm')}
          download
        >
          Скачать CSV
        </a>
      </div>
      {stats && <Charts stats={stats} />}
      {leads.length === 0 ? (
        <p className={styles.muted}>Заявок не найдено.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">№</th>
                <th scope="col">Дата</th>
                <th scope="col">Форма</th>
                <th scope="col">Дилер</th>
                <th scope="col">Имя</th>
                <th scope="col">Телефон</th>
                <th scope="col">Доставка</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <td>
                    <Link to={`/reports/${lead.id}/`} aria-label={`Заявка ${lead.id}`}>
                      {lead.id}
                    </Link>
                  </td>
                  <td>{formatDateLong(lead.createdAt)}</td>
                  <td>{lead.subject}</td>
                  <td>{lead.dealer?.name ?? '—'}</td>
                  <td>{lead.name || '—'}</td>
                  <td>{lead.phone}</td>
                  <td>{DELIVERY_LABEL[lead.delivery]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalPages > 1 && (
        <nav className={styles.pager} aria-label="Страницы">
          {page > 1 && <Link to={pageHref(page - 1)}>Назад</Link>}
          <span>
            Страница {page} из {totalPages}
          </span>
          {page < totalPages && <Link to={pageHref(page + 1)}>Дальше</Link>}
        </nav>
      )}
    </main>
  );
}
