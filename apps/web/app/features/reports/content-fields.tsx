import { lazy, Suspense, useState } from 'react';
import type { ContentFormState } from './content-types.ts';
import styles from './reports.module.css';
import own from './content.module.css';

// The fields of the content forms: plain inputs that post before (or without) the JavaScript, and
// the rich-text editor that takes over its textarea once loaded (back-office pages only).

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export type FieldProps = {
  name: string;
  label: string;
  result: ContentFormState | undefined;
  initial?: string;
  hint?: string;
};

function messages(name: string, result: ContentFormState | undefined, hint?: string) {
  const error = result && !result.ok ? result.fields[name] : undefined;
  const kept = result && !result.ok ? result.values?.[name] : undefined;
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { error, kept, described: described || undefined };
}

function Notes({ name, hint, error }: { name: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${name}-hint`} className={styles.muted}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`${name}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  name,
  label,
  result,
  initial,
  hint,
  type = 'text',
  multiline,
  required,
}: FieldProps & { type?: string; multiline?: boolean; required?: boolean }) {
  const { error, kept, described } = messages(name, result, hint);
  const common = {
    id: name,
    name,
    defaultValue: kept ?? initial,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    required,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={name} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} className={styles.textarea} />
      ) : (
        <input {...common} type={type} className={styles.input} />
      )}
      <Notes name={name} hint={hint} error={error} />
    </div>
  );
}

export function PictureField({ name, label, result, hint }: FieldProps) {
  const { error, described } = messages(name, result, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={name} className={styles.label}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="file"
        accept="image/jpeg,image/png"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <Notes name={name} hint={hint} error={error} />
    </div>
  );
}

/**
 * The text: a textarea of HTML that posts as it is; the editor's code loads when the textarea is
 * first focused (decision 0037's waking on first touch), so a page that only lists or reads never
 * loads it, and the editor takes over with what was typed.
 */
export function RichTextField({ name, label, result, initial = '' }: FieldProps) {
  const { error, kept, described } = messages(name, result);
  const [html, setHtml] = useState(kept ?? initial);
  const [enhanced, setEnhanced] = useState(false);
  const textarea = (
    <textarea
      id={name}
      name={enhanced ? undefined : name}
      readOnly={enhanced}
      defaultValue={html}
      rows={12}
      className={styles.textarea}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      onFocus={(event) => {
        setHtml(event.currentTarget.value);
        setEnhanced(true);
      }}
    />
  );
  return (
    <div className={styles.field}>
      <span id={`${name}-label`} className={styles.label}>
        {enhanced ? label : <label htmlFor={name}>{label}</label>}
      </span>
      {enhanced ? (
        <>
          <input type="hidden" name={name} value={html} />
          <Suspense fallback={<div className={own.editorLoading}>{textarea}</div>}>
            <RichTextEditor labelId={`${name}-label`} html={html} onChange={setHtml} />
          </Suspense>
        </>
      ) : (
        textarea
      )}
      <Notes name={name} error={error} />
    </div>
  );
}
