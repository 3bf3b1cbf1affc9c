import { pluralCount } from '@dealer/domain';
import styles from './form-refusal.module.css';

const FIELDS = ['поле', 'поля', 'полей'] as const;

/**
 * What became of a form the page answered (a post without JavaScript): at the top of the form,
 * at the fragment the form posted to, so the browser opens the page on it. The form's own message
 * (the API away, a limit), else how many fields to correct; each field says what beside it.
 */
export function FormRefusal({
  id,
  title,
  message,
  fieldsToFix,
}: {
  id: string;
  title: string;
  message: string | null | undefined;
  fieldsToFix: number;
}) {
  const text =
    message ??
    (fieldsToFix === 1
      ? 'Исправьте поле, отмеченное ниже.'
      : `Исправьте ${pluralCount(fieldsToFix, FIELDS)}, отмеченные ниже.`);
  return (
    <div className={styles.refusal} role="alert" id={id} tabIndex={-1}>
      <p className={styles.title}>{title}</p>
      <p>{text}</p>
    </div>
  );
}
