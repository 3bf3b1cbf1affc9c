import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { OfficeContentKind, OfficeInfoPage, OfficePublication, Staff } from '@dealer/contract';
import { moscowWallClock } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PictureField, RichTextField, TextField } from './content-fields.tsx';
import { CONTENT_PAGE } from './content-path.ts';
import { CONTENT_TABS, STATE_LABELS, type ContentFormState } from './content-types.ts';
import { OfficeBar } from './office-bar.tsx';
import styles from './reports.module.css';
import own from './content.module.css';

// A datetime-local value in Moscow time from an ISO instant.
export const moscowLocal = (iso: string | null | undefined) =>
  iso ? moscowWallClock(iso).slice(0, 16) : '';

export function Outcome({ result }: { result: ContentFormState | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p className={styles.notice} role="status">
      {result.message}
    </p>
  ) : (
    <p className={styles.error} role="alert">
      {result.error}
    </p>
  );
}

export function Frame({
  staff,
  title,
  back,
  children,
}: {
  staff: Staff;
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className={styles.page} aria-labelledby="content-form-title">
      <OfficeBar staff={staff} />
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1 id="content-form-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </main>
  );
}

/** The button that takes an item off the site (its own form, posting intent=unpublish). */
export function UnpublishForm({ action, label }: { action: string; label: string }) {
  return (
    <Form method="post" encType="multipart/form-data" action={action}>
      <Button type="submit" name="intent" value="unpublish" variant="secondary" size="sm">
        {label}
      </Button>
    </Form>
  );
}

/** An item's form: multipart (it carries a picture), saved by its Сохранить button. */
export function ItemForm({
  action,
  busy,
  children,
}: {
  action: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={action}
      className={`${styles.card} ${styles.formCard} ${styles.form}`}
      noValidate
    >
      <input type="hidden" name="intent" value="save" />
      {children}
      <Button type="submit" disabled={busy}>
        Сохранить
      </Button>
    </Form>
  );
}

/** Published (shown) or a draft. */
export function StateChoice({ state, shown }: { state: string; shown: string }) {
  return (
    <fieldset className={styles.checks}>
      <legend className={styles.label}>Состояние</legend>
      <label>
        <input type="radio" name="state" value="published" defaultChecked={state !== 'draft'} />{' '}
        {shown}
      </label>
      <label>
        <input type="radio" name="state" value="draft" defaultChecked={state === 'draft'} />{' '}
        Черновик
      </label>
    </fieldset>
  );
}

const PUBLIC_PATHS: Record<OfficeContentKind, string> = {
  news: '/news',
  actions: '/actions',
  blog: '/blog',
  media: '/media',
};

/** /reports/content/{kind}/{new|id}: a publication's form, its state, preview and unpublish. */
export function PublicationFormPage({
  staff,
  kind,
  item,
  result,
  saved,
}: {
  staff: Staff;
  kind: OfficeContentKind;
  item: OfficePublication | null;
  result: ContentFormState | undefined;
  saved: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const label = CONTENT_TABS.find((t) => t.tab === kind)?.label ?? '';
  const base = `${CONTENT_PAGE}/${kind}/${item ? item.id : 'new'}/`;
  const failedState = result && !result.ok ? result.values?.state : undefined;
  const state = failedState ?? (item?.state === 'draft' ? 'draft' : 'published');
  return (
    <Frame
      staff={staff}
      title={item ? item.title : `${label}: новая запись`}
      back={{ to: `${CONTENT_PAGE}/?kind=${kind}`, label }}
    >
      {saved && !result && (
        <p className={styles.notice} role="status">
          Сохранено
        </p>
      )}
      <Outcome result={result} />
      {item && (
        <div className={own.links}>
          <span>Состояние: {STATE_LABELS[item.state]}</span>
          <Link to={`${base}preview/`}>Предпросмотр</Link>
          {item.state === 'published' && (
            <a href={`${PUBLIC_PATHS[kind]}/${item.slug}/`}>Открыть на сайте</a>
          )}
          {item.state !== 'draft' && <UnpublishForm action={base} label="Снять с публикации" />}
        </div>
      )}
      <ItemForm action={base} busy={busy}>
        <input type="hidden" name="image" value={item?.image ?? ''} />
        <TextField name="title" label="Заголовок" result={result} initial={item?.title} required />
        <TextField
          name="slug"
          label="Адрес страницы"
          result={result}
          initial={item?.slug}
          hint="Латинские буквы, цифры и дефисы; пусто — по заголовку"
        />
        <TextField
          name="announce"
          label="Анонс"
          result={result}
          initial={item?.announce}
          multiline
          required
        />
        {item?.image && <img src={item.image} alt="Текущая обложка" className={own.cover} />}
        <PictureField
          name="picture"
          label={item ? 'Заменить обложку' : 'Обложка'}
          result={result}
          hint="JPG или PNG до 10 МБ; уменьшается на сервере"
        />
        <RichTextField name="body" label="Текст" result={result} initial={item?.body} />
        <PictureField
          name="inlinePicture"
          label="Добавить картинку в конец текста"
          result={result}
        />
        <TextField
          name="publishAt"
          label="Начало публикации (МСК)"
          type="datetime-local"
          result={result}
          initial={moscowLocal(item?.publishAt)}
          hint="Пусто — сразу; позже — по расписанию"
        />
        {kind === 'actions' && (
          <>
            <TextField
              name="startsAt"
              label="Начало акции (МСК)"
              type="datetime-local"
              result={result}
              initial={moscowLocal(item?.startsAt)}
            />
            <TextField
              name="endsAt"
              label="Окончание акции (МСК)"
              type="datetime-local"
              result={result}
              initial={moscowLocal(item?.endsAt)}
            />
          </>
        )}
        {kind === 'media' && (
          <TextField
            name="videoUrl"
            label="Ссылка на видео"
            type="url"
            result={result}
            initial={item?.videoUrl ?? ''}
          />
        )}
        <StateChoice state={state} shown="Опубликовать" />
      </ItemForm>
    </Frame>
  );
}

/** /reports/content/pages/{code}: an info page's title, description and text. */
export function InfoPageFormPage({
  staff,
  page,
  result,
}: {
  staff: Staff;
  page: OfficeInfoPage;
  result: ContentFormState | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Frame
      staff={staff}
      title={page.title || page.code}
      back={{ to: `${CONTENT_PAGE}/?kind=pages`, label: 'Страницы' }}
    >
      <Outcome result={result} />
      <Form
        method="post"
        encType="multipart/form-data"
        className={`${styles.card} ${styles.formCard} ${styles.form}`}
        noValidate
      >
        <TextField name="title" label="Заголовок" result={result} initial={page.title} required />
        <TextField
          name="description"
          label="Описание для поисковых систем"
          result={result}
          initial={page.description}
          multiline
        />
        <RichTextField name="body" label="Текст" result={result} initial={page.body} />
        <PictureField
          name="inlinePicture"
          label="Добавить картинку в конец текста"
          result={result}
        />
        <Button type="submit" disabled={busy}>
          Сохранить
        </Button>
      </Form>
    </Frame>
  );
}
