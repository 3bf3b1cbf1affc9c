import { Form } from 'react-router';
import type { Staff } from '@dealer/contract';
import { NavLink } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import styles from './reports.module.css';

/**
 * The back office's sections (decision 0060), in the order staff work through a day. One row
 * per section: a new one (the stock import) is a row here; `admin` hides it from managers.
 */
export const OFFICE_SECTIONS: readonly { to: string; label: string; admin?: true }[] = [
  { to: '/reports/', label: 'Заявки' },
  { to: '/reports/bookings/', label: 'Записи' },
  { to: '/reports/reviews/', label: 'Отзывы' },
  { to: '/reports/import/', label: 'Наличие' },
  { to: '/reports/content/', label: 'Контент' },
  { to: '/reports/staff/', label: 'Сотрудники', admin: true },
  { to: '/reports/audit/', label: 'Журнал', admin: true },
];

/** Every back-office page's top: who is signed in, the sections, and the sign-out. */
export function OfficeBar({ staff }: { staff: Pick<Staff, 'name' | 'role'> }) {
  const sections = OFFICE_SECTIONS.filter((s) => !s.admin || staff.role === 'admin');
  return (
    <div className={styles.bar}>
      <nav aria-label="Разделы кабинета сотрудника">
        <ul className={styles.sections}>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className={styles.section}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.who}>
        <span className={styles.muted}>
          {staff.name} · {staff.role === 'admin' ? 'администратор' : 'менеджер'}
        </span>
        <Form method="post" action="/reports/auth/">
          <Button type="submit" name="intent" value="logout" variant="ghost" size="sm">
            Выйти
          </Button>
        </Form>
      </div>
    </div>
  );
}
