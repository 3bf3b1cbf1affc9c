import { Form, useNavigation } from 'react-router';
import type { PendingReview, Staff } from '@dealer/contract';
import { Button } from '../../shared/ui/button.tsx';
import { moscowAt, phoneLabel } from './lead-labels.ts';
import { OfficeBar } from './office-bar.tsx';
import { Pager } from './office-parts.tsx';
import type { ReviewActionState } from './types.ts';
import styles from './reports.module.css';

function ReviewCard({
  review,
  result,
  busy,
}: {
  review: PendingReview;
  result: ReviewActionState | undefined;
  busy: boolean;
}) {
  const mine = result && !result.ok && result.id === review.id ? result : undefined;
  const id = `review-${review.id}`;
  return (
    <li className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {review.authorName}, оценка {review.rating} из 5
      </h2>
      <p className={styles.muted}>
        {review.dealer.name}
        {review.employee ? ` · сотрудник: ${review.employee.name}` : ''} ·{' '}
        {moscowAt(review.createdAt)}
        {review.phone ? ` · ${phoneLabel(review.phone)}` : ''}
      </p>
      <p>{review.text}</p>
      <Form
        method="post"
        className={styles.form}
        aria-label={`Решение по отзыву ${review.authorName}`}
      >
        <input type="hidden" name="id" value={review.id} />
        {mine && (
          <p className={styles.error} role="alert">
            {mine.error}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-answer`} className={styles.label}>
            Ответ дилера (будет опубликован под отзывом)
          </label>
          <textarea
            id={`${id}-answer`}
            name="answer"
            className={styles.textarea}
            maxLength={2000}
            defaultValue={mine?.values?.answer ?? review.answer ?? ''}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`} className={styles.label}>
            Причина отклонения (видна только сотрудникам)
          </label>
          <input
            id={`${id}-reason`}
            name="reason"
            className={styles.input}
            maxLength={500}
            defaultValue={mine?.values?.reason ?? ''}
            aria-invalid={mine?.fields.reason ? true : undefined}
            aria-describedby={mine?.fields.reason ? `${id}-reason-error` : undefined}
          />
          {mine?.fields.reason && (
            <p id={`${id}-reason-error`} className={styles.fieldError}>
              {mine.fields.reason}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" name="decision" value="publish" disabled={busy}>
            Опубликовать
          </Button>
          <Button type="submit" name="decision" value="reject" variant="secondary" disabled={busy}>
            Отклонить
          </Button>
        </div>
      </Form>
    </li>
  );
}

/** /reports/reviews/: the moderation queue; a decision takes the review out of it. */
export function ReviewsPage({
  staff,
  reviews,
  total,
  page,
  totalPages,
  result,
}: {
  staff: Staff;
  reviews: readonly PendingReview[];
  total: number;
  page: number;
  totalPages: number;
  result: ReviewActionState | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <main className={styles.page} aria-labelledby="reviews-title">
      <OfficeBar staff={staff} />
      <h1 id="reviews-title" className={styles.title}>
        Отзывы на проверке
      </h1>
      <p className={styles.muted} aria-live="polite">
        Ждут решения: {total}
      </p>
      {result?.ok && (
        <p className={styles.notice} role="status">
          {result.decision === 'publish'
            ? 'Отзыв опубликован: он уже на странице отзывов и в рейтинге.'
            : 'Отзыв отклонён и не показывается посетителям.'}
        </p>
      )}
      {result && !result.ok && result.id === 0 && (
        <p className={styles.error} role="alert">
          {result.error}
        </p>
      )}
      {reviews.length === 0 ? (
        <p>Новых отзывов нет.</p>
      ) : (
        <ul className={styles.files}>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} result={result} busy={busy} />
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={totalPages} href={(n) => `/reports/reviews/?page=${n}`} />
    </main>
  );
}
