import { Form } from 'react-router';
import type { AuditEntry, LeadState, Staff } from '@dealer/contract';
import { storeOrderStatusName } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { moscowAt, STATE_LABEL } from './lead-labels.ts';
import { OfficeBar } from './office-bar.tsx';
import { Pager } from './office-parts.tsx';
import styles from './reports.module.css';

const ENTITY_LABEL: Record<string, string> = {
  lead: 'Заявка',
  review: 'Отзыв',
  booking: 'Запись на сервис',
  reception: 'Расписание приёма',
  staff: 'Сотрудник',
  news: 'Новость',
  actions: 'Акция',
  blog: 'Запись блога',
  media: 'Медиа',
  page: 'Страница',
  banner: 'Баннер',
};

const ACTION_LABEL: Record<string, string> = {
  state: 'состояние',
  publish: 'опубликован',
  reject: 'отклонён',
  create: 'создан',
  update: 'изменён',
  disable: 'доступ отключён',
  enable: 'доступ открыт',
  cancel: 'отменена',
  move: 'перенесена',
  unpublish: 'снята с публикации',
  order: 'заказ',
};

const KEY_LABEL: Record<string, string> = {
  state: 'состояние',
  order: 'заказ №',
  orderStatus: 'состояние заказа',
  manager: 'ответственный',
  status: 'статус',
  answer: 'ответ',
  reason: 'причина',
  login: 'логин',
  name: 'имя',
  role: 'роль',
  dealers: 'дилеры',
  disabled: 'отключён',
  date: 'дата',
  time: 'время',
  dealer: 'дилерский центр',
  cancelled: 'отменена',
  weekdays: 'дни (1 — пн)',
  opensAt: 'открывается',
  closesAt: 'закрывается',
  slotMinutes: 'слот, мин',
  capacity: 'машин в слоте',
  title: 'заголовок',
  slug: 'адрес',
  announce: 'анонс',
  body: 'текст',
  image: 'картинка',
  isPublished: 'опубликовано',
  publishedAt: 'публикация с',
  startsAt: 'начало',
  endsAt: 'окончание',
  videoUrl: 'видео',
  description: 'описание',
};

function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'state' && typeof value === 'string') return STATE_LABEL[value as LeadState] ?? value;
  if (key === 'orderStatus' && typeof value === 'string') return storeOrderStatusName(value);
  if (key === 'role') return value === 'admin' ? 'администратор' : 'менеджер';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (Array.isArray(value)) return value.join(', ') || '—';
  return String(value);
}

function Values({ values }: { values: AuditEntry['before'] }) {
  if (!values) return <>—</>;
  return (
    <>
      {Object.entries(values).map(([key, value]) => (
        <div key={key}>
          {KEY_LABEL[key] ?? key}: {shown(key, value)}
        </div>
      ))}
    </>
  );
}

/** /reports/audit/: who changed what in the back office, when, before and after. */
export function AuditPage({
  staff,
  entity,
  entries,
  page,
  totalPages,
}: {
  staff: Staff;
  entity: string;
  entries: readonly AuditEntry[];
  page: number;
  totalPages: number;
}) {
  const pageHref = (n: number) => `/reports/audit/?${entity ? `entity=${entity}&` : ''}page=${n}`;
  return (
    <main className={styles.page} aria-labelledby="audit-title">
      <OfficeBar staff={staff} />
      <h1 id="audit-title" className={styles.title}>
        Журнал изменений
      </h1>
      <Form method="get" className={styles.search} aria-label="Фильтр журнала">
        <div className={styles.field}>
          <label htmlFor="audit-entity" className={styles.label}>
            Что изменено
          </label>
          <select id="audit-entity" name="entity" defaultValue={entity} className={styles.input}>
            <option value="">Всё</option>
            {Object.entries(ENTITY_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Показать</Button>
      </Form>
      {entries.length === 0 ? (
        <p>Изменений нет.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Когда</th>
                <th scope="col">Кто</th>
                <th scope="col">Что</th>
                <th scope="col">Действие</th>
                <th scope="col">Было</th>
                <th scope="col">Стало</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{moscowAt(entry.at)}</time>
                  </td>
                  <td>{entry.staff.name}</td>
                  <td>
                    {entry.entity === 'lead' ? (
                      <Link to={`/reports/${entry.entityId}/`}>Заявка № {entry.entityId}</Link>
                    ) : entry.entity === 'banner' ? (
                      <Link to={`/reports/content/banners/${entry.entityId}/`}>
                        Баннер № {entry.entityId}
                      </Link>
                    ) : (
                      `${ENTITY_LABEL[entry.entity] ?? entry.entity} № ${entry.entityId}`
                    )}
                  </td>
                  <td>{ACTION_LABEL[entry.action] ?? entry.action}</td>
                  <td>
                    <Values values={entry.before} />
                  </td>
                  <td>
                    <Values values={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} totalPages={totalPages} href={pageHref} labels={['Новее', 'Старше']} />
    </main>
  );
}
