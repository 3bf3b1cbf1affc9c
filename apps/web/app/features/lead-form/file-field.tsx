import { useState } from 'react';
import { getInputProps, useField } from '@conform-to/react';
import { LEAD_FILE_ACCEPT, leadFileChoiceError } from '@dealer/domain';
import { FILE_FIELD } from './file-check.ts';
import { FieldShell } from './field-shell.tsx';
import styles from './lead-form.module.css';

/**
 * SPEC 3 lead field «files»: one PDF, JPG or PNG of at most 10 MB, chosen with the form and sent
 * with it (the form's LeadForm takes `files`). Optional: a form goes without one.
 */
export function FileField({ label = 'Файл' }: { label?: string }) {
  const [meta] = useField<File>(FILE_FIELD);
  const { key, ...props } = getInputProps(meta, { type: 'file' });
  // Told at once on choosing; the form's check refuses the same file on submit.
  const [chosen, setChosen] = useState<string | null>(null);
  const hintId = `${meta.id}-hint`;
  const shown = meta.errors?.length ? null : chosen;
  return (
    <FieldShell
      meta={meta}
      label={label}
      after={
        <>
          <span className={styles.counter} id={hintId}>
            PDF, JPG или PNG, не больше 10 МБ
          </span>
          {shown && (
            <p className={styles.error} role="alert">
              {shown}
            </p>
          )}
        </>
      }
    >
      <input
        key={key}
        {...props}
        accept={LEAD_FILE_ACCEPT}
        className={styles.file}
        aria-invalid={props['aria-invalid'] || Boolean(shown) || undefined}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? leadFileChoiceError(file) : null);
        }}
      />
    </FieldShell>
  );
}
