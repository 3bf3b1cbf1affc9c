import { useId } from 'react';
import { Form } from 'react-router';
import { formatRub } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Charts } from './charts.tsx';
import { DELIVERY_LABEL, STATE_LABEL, moscowShort, phoneLabel } from './lead-labels.ts';
import { OfficeBar } from './office-bar.tsx';
import { Pager } from './office-parts.tsx';
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

/** /reports/: the holding's leads with filters, the chart and the CSV of the filtered list. */
export function DeskPage(props: DeskData) {
  const { staff, filters, leads, total, page, totalPages, stats, dealers, forms, query } = props;
  const pageHref = (n: number) => `/reports/?${query ? `${query}&` : ''}page=${n}`;
  return (
    <main className={styles.page} aria-labelledby="desk-title">
      <OfficeBar staff={staff} />
      <h1 id="desk-title" className={styles.title}>
        Заявки
      </h1>
      <Form method="get" className={styles.search} role="search" aria-label="Поиск заявок">
        <div className={`${styles.field} ${styles.searchField}`}>
          <label htmlFor="desk-q" className={styles.label}>
            Телефон, имя, VIN или номер заявки
          </label>
          <input
            id="desk-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            className={styles.input}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <Button type="submit">Найти</Button>
        {filters.q && <Link to="/reports/">Сбросить</Link>}
      </Form>
      <Form method="get" className={styles.filters} aria-label="Фильтры заявок">
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        <Select
          label="Состояние"
          name="state"
          value={filters.state}
          options={Object.entries(STATE_LABEL).map(([value, label]) => ({ value, label }))}
        />
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
                <th scope="col">Получена</th>
                <th scope="col">Состояние</th>
                <th scope="col">Клиент</th>
                <th scope="col">Форма</th>
                <th scope="col">Автомобиль</th>
                <th scope="col">Дилер</th>
                <th scope="col">Ответственный</th>
                <th scope="col">Коллтрекинг</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <td>
                    <Link to={`/reports/${lead.id}/`} aria-label={`Заявка № ${lead.id}`}>
                      {lead.id}
                    </Link>
                  </td>
                  <td className={styles.nowrap}>{moscowShort(lead.createdAt)}</td>
                  <td>
                    <span className={styles.badge} data-state={lead.state}>
                      {STATE_LABEL[lead.state]}
                    </span>
                  </td>
                  <td>
                    {lead.name || '—'}
                    <br />
                    <span className={styles.nowrap}>{phoneLabel(lead.phone)}</span>
                  </td>
                  <td>{lead.subject}</td>
                  <td>
                    {lead.car ? (
                      <>
                        {lead.car.name}
                        {lead.car.price !== null && (
                          <>
                            <br />
                            <span className={styles.nowrap}>{formatRub(lead.car.price)}</span>
                          </>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{lead.dealer?.name ?? '—'}</td>
                  <td>{lead.manager?.name ?? '—'}</td>
                  <td>{DELIVERY_LABEL[lead.delivery]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} totalPages={totalPages} href={pageHref} />
    </main>
  );
}
