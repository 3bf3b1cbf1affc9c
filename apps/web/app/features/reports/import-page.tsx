import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { FEED_EVERY_MINUTES } from '@dealer/contract';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { OfficeBar } from './office-bar.tsx';
import { FORMAT_NAMES, ImportReport, moscowTime } from './import-report.tsx';
import type { ImportActionState, ImportData } from './import-types.ts';
import styles from './reports.module.css';
import own from './import-page.module.css';

const EVERY_LABELS: Readonly<Record<number, string>> = {
  30: 'каждые 30 минут',
  60: 'каждый час',
  180: 'каждые 3 часа',
  360: 'каждые 6 часов',
  1440: 'раз в сутки',
};

function UploadForm({ dealers, error }: { dealers: ImportData['dealers']; error: string | null }) {
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className={own.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={own.subtitle}>
        Загрузить фид
      </h2>
      <p className={styles.muted}>
        XML для Авито (Автозагрузка), Авто.ру или MaxPoster, до 200 МБ. Машины дилера, которых нет в
        фиде, снимаются с продажи; фид, который снял бы больше половины машин, ничего не меняет,
        пока вы это не подтвердите.
      </p>
      {/* dealerId and the confirmation come before the file: the API reads the form in order. */}
      <Form method="post" encType="multipart/form-data" className={own.upload}>
        <div className={styles.field}>
          <label htmlFor={`${id}-dealer`} className={styles.label}>
            Дилерский центр
          </label>
          <select
            id={`${id}-dealer`}
            name="dealerId"
            required
            className={styles.input}
            defaultValue=""
          >
            <option value="" disabled>
              Выберите дилера
            </option>
            {dealers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <label className={own.check}>
          <input type="checkbox" name="allowMassRemoval" />
          Разрешить снять с продажи больше половины машин дилера
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`} className={styles.label}>
            Файл фида
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="feed"
            accept=".xml,text/xml,application/xml"
            required
            className={styles.input}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Загружаем…' : 'Загрузить фид'}
        </Button>
      </Form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function FeedAddresses({
  dealers,
  state,
}: {
  dealers: ImportData['dealers'];
  state: ImportActionState | undefined;
}) {
  return (
    <section className={own.section} aria-labelledby="feeds-title">
      <h2 id="feeds-title" className={own.subtitle}>
        Фиды по расписанию
      </h2>
      <p className={styles.muted}>
        Сайт сам скачивает фид дилера по адресу и применяет его; пустой адрес — не скачивать.
      </p>
      {state?.form === 'feed' && state.error && (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      )}
      {dealers.map((d) => (
        <Form key={d.id} method="post" className={own.feedRow} aria-label={`Фид: ${d.name}`}>
          <input type="hidden" name="dealerId" value={d.id} />
          <div className={styles.field}>
            <label htmlFor={`feed-${d.id}`} className={styles.label}>
              {d.name}
              {d.lastRunAt && (
                <span className={styles.muted}> · скачан {moscowTime(d.lastRunAt)}</span>
              )}
              {state?.saved === d.id && <span className={styles.muted}> · сохранено</span>}
            </label>
            <input
              id={`feed-${d.id}`}
              type="url"
              name="url"
              inputMode="url"
              placeholder="https://…/feed.xml"
              defaultValue={d.feedUrl ?? ''}
              className={styles.input}
            />
          </div>
          <select
            name="everyMinutes"
            aria-label={`Как часто скачивать: ${d.name}`}
            defaultValue={d.everyMinutes ?? 60}
            className={styles.input}
          >
            {FEED_EVERY_MINUTES.map((m) => (
              <option key={m} value={m}>
                {EVERY_LABELS[m]}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary">
            Сохранить
          </Button>
        </Form>
      ))}
    </section>
  );
}

/** /reports/import/: upload a dealer's feed, read its report, set the scheduled feeds, the history. */
export function ImportPage({
  staff,
  dealers,
  imports,
  report,
  state,
}: ImportData & { state: ImportActionState | undefined }) {
  return (
    <main className={styles.page} aria-labelledby="import-title">
      <OfficeBar staff={staff} />
      <h1 id="import-title" className={styles.title}>
        Фиды наличия
      </h1>
      {report && <ImportReport report={report} />}
      <UploadForm dealers={dealers} error={state?.form === 'upload' ? state.error : null} />
      <section className={own.section} aria-labelledby="history-title">
        <h2 id="history-title" className={own.subtitle}>
          Последние импорты
        </h2>
        {imports.length === 0 ? (
          <p className={styles.muted}>Фиды ещё не загружали.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Когда</th>
                  <th scope="col">Дилер</th>
                  <th scope="col">Файл</th>
                  <th scope="col">Итог</th>
                  <th scope="col">Добавлено / обновлено / снято / отклонено</th>
                </tr>
              </thead>
              <tbody>
                {imports.map((i) => (
                  <tr key={i.id}>
                    <td>
                      <Link to={`/reports/import/?report=${i.id}`}>{moscowTime(i.finishedAt)}</Link>
                    </td>
                    <td>{i.dealer.name}</td>
                    <td>
                      {i.source}
                      {i.format && ` (${FORMAT_NAMES[i.format] ?? i.format})`}
                    </td>
                    <td className={i.status === 'refused' ? own.rejected : undefined}>
                      {i.status === 'applied' ? 'Применён' : 'Не применён'}
                    </td>
                    <td>
                      {i.counts.added} / {i.counts.updated} / {i.counts.sold} / {i.counts.rejected}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <FeedAddresses dealers={dealers} state={state} />
    </main>
  );
}
