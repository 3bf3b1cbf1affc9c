import { Link } from '../../shared/navigation/link.tsx';
import type { LabelledField } from './lead-labels.ts';
import styles from './reports.module.css';

/** The pages of a back-office list; `href` makes the address of page n. */
export function Pager({
  page,
  totalPages,
  href,
  labels = ['Назад', 'Дальше'],
}: {
  page: number;
  totalPages: number;
  href: (n: number) => string;
  labels?: readonly [string, string];
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Страницы">
      {page > 1 && <Link to={href(page - 1)}>{labels[0]}</Link>}
      <span>
        Страница {page} из {totalPages}
      </span>
      {page < totalPages && <Link to={href(page + 1)}>{labels[1]}</Link>}
    </nav>
  );
}

/** A titled card of labelled values (a lead's terms, what else the form said). */
export function FactsCard({
  id,
  title,
  fields,
}: {
  id: string;
  title: string;
  fields: readonly LabelledField[];
}) {
  if (fields.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className={styles.facts}>
        {fields.map((field) => (
          <div key={field.name} style={{ display: 'contents' }}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
