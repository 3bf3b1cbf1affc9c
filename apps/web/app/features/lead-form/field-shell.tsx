import type { ReactNode } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import { useIsRequired } from './form-context.ts';
import styles from './lead-form.module.css';

export interface FieldShellProps {
  meta: FieldMetadata<unknown>;
  label: string;
  children: ReactNode;
  /** Shown under the control, e.g. a counter. */
  after?: ReactNode;
}

/** A label over its control and the control's messages, tied by ids for screen readers. */
export function FieldShell({ meta, label, children, after }: FieldShellProps) {
  const required = useIsRequired(meta.name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {after}
      {meta.errors?.length ? (
        <p className={styles.error} id={meta.errorId}>
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
