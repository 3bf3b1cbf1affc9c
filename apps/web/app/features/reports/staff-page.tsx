import { Form, useNavigation } from 'react-router';
import type { ReportDealers, Staff, StaffMember } from '@dealer/contract';
import { Button } from '../../shared/ui/button.tsx';
import { moscowAt } from './lead-labels.ts';
import { OfficeBar } from './office-bar.tsx';
import type { StaffActionState } from './types.ts';
import styles from './reports.module.css';

function Field({
  name,
  label,
  result,
  type = 'text',
  autoComplete,
  hint,
}: {
  name: 'login' | 'name' | 'password';
  label: string;
  result: StaffActionState | undefined;
  type?: string;
  autoComplete: string;
  hint?: string;
}) {
  const error = result && !result.ok ? result.fields[name] : undefined;
  const kept = result && !result.ok && name !== 'password' ? result.values?.[name] : undefined;
  const described = [hint ? `staff-${name}-hint` : '', error ? `staff-${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={`staff-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`staff-${name}`}
        name={name}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        defaultValue={kept}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <span id={`staff-${name}-hint`} className={styles.muted}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`staff-${name}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** /reports/staff/: the holding's accounts; an administrator adds, disables and enables them. */
export function StaffPage({
  staff,
  members,
  dealers,
  result,
}: {
  staff: Staff;
  members: readonly StaffMember[];
  dealers: ReportDealers['items'];
  result: StaffActionState | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : undefined;
  return (
    <main className={styles.page} aria-labelledby="staff-title">
      <OfficeBar staff={staff} />
      <h1 id="staff-title" className={styles.title}>
        Сотрудники
      </h1>
      {result?.ok && (
        <p className={styles.notice} role="status">
          {result.message}
        </p>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {failed.error}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Имя</th>
              <th scope="col">Логин</th>
              <th scope="col">Роль</th>
              <th scope="col">Дилерские центры</th>
              <th scope="col">Доступ</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td>{member.name}</td>
                <td>{member.login}</td>
                <td>{member.role === 'admin' ? 'администратор' : 'менеджер'}</td>
                <td>
                  {member.role === 'admin'
                    ? 'все'
                    : member.dealers.map((d) => d.name).join(', ') || 'не назначены'}
                </td>
                <td>
                  {member.disabledAt ? `отключён ${moscowAt(member.disabledAt)}` : 'открыт'}
                  {member.id !== staff.id && (
                    <Form method="post" className={styles.actions}>
                      <input type="hidden" name="id" value={member.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value={member.disabledAt ? 'enable' : 'disable'}
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        aria-label={`${member.disabledAt ? 'Включить' : 'Отключить'}: ${member.name}`}
                      >
                        {member.disabledAt ? 'Включить' : 'Отключить'}
                      </Button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className={`${styles.card} ${styles.formCard}`} aria-labelledby="staff-new">
        <h2 id="staff-new">Новый сотрудник</h2>
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name="intent" value="create" />
          <Field name="name" label="Имя и фамилия" result={result} autoComplete="off" />
          <Field
            name="login"
            label="Логин"
            result={result}
            autoComplete="off"
            hint="Латинские буквы, цифры, точка и дефис; от 3 символов"
          />
          <Field
            name="password"
            label="Пароль"
            type="password"
            result={result}
            autoComplete="new-password"
            hint="Не короче 10 символов; передайте его сотруднику лично"
          />
          <div className={styles.field}>
            <label htmlFor="staff-role" className={styles.label}>
              Роль
            </label>
            <select
              id="staff-role"
              name="role"
              className={styles.input}
              defaultValue={failed?.values?.role || 'manager'}
            >
              <option value="manager">Менеджер: только свои дилерские центры</option>
              <option value="admin">Администратор: весь холдинг, сотрудники, журнал</option>
            </select>
          </div>
          <fieldset
            className={styles.checks}
            aria-describedby={failed?.fields.dealerIds ? 'staff-dealers-error' : undefined}
          >
            <legend>Дилерские центры менеджера</legend>
            {dealers.map((dealer) => (
              <label key={dealer.id}>
                <input type="checkbox" name="dealerIds" value={dealer.id} /> {dealer.name}
              </label>
            ))}
          </fieldset>
          {failed?.fields.dealerIds && (
            <p id="staff-dealers-error" className={styles.fieldError}>
              {failed.fields.dealerIds}
            </p>
          )}
          <Button type="submit" disabled={busy} className={styles.submit}>
            Создать
          </Button>
        </Form>
      </section>
    </main>
  );
}
