import type { StockImportReport } from '@dealer/contract';
import styles from './reports.module.css';
import own from './import-page.module.css';

export const FORMAT_NAMES: Readonly<Record<string, string>> = {
  avito: 'Авито',
  autoru: 'Авто.ру',
  maxposter: 'MaxPoster',
};

/** A moment as staff read it, in Moscow time: «28.11.2026, 09:14». */
export function moscowTime(iso: string): string {
  return new Date(iso).toLocaleString('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const COUNTS: readonly [Exclude<keyof StockImportReport['counts'], 'photos'>, string][] = [
  ['total', 'Объявлений в фиде'],
  ['added', 'Добавлено'],
  ['updated', 'Обновлено'],
  ['unchanged', 'Без изменений'],
  ['sold', 'Снято как проданные'],
  ['rejected', 'Отклонено'],
  ['doubtful', 'Принято с замечаниями'],
];

/** The feed photos copied after the import (decision 0073), or that they are still being copied. */
function PhotoLine({ photos }: { photos: StockImportReport['counts']['photos'] }) {
  if (!photos)
    return <p className={styles.muted}>Фото копируются на сайт: обновите страницу через минуту.</p>;
  return (
    <p className={styles.muted}>
      Фото: скопировано на сайт {photos.fetched}, уже были на сайте {photos.kept}, не загрузились{' '}
      {photos.failed}.
    </p>
  );
}

/** One import's report: what it did (or why it changed nothing), and each car it refused or doubted. */
export function ImportReport({ report }: { report: StockImportReport }) {
  const applied = report.status === 'applied';
  return (
    <section className={`${own.section} ${own.report}`} aria-labelledby="report-title">
      <h2 id="report-title" className={own.subtitle}>
        Отчёт импорта № {report.id}: {report.dealer.name}
      </h2>
      <p className={styles.muted}>
        {report.source}
        {report.format && ` · ${FORMAT_NAMES[report.format] ?? report.format}`} ·{' '}
        {moscowTime(report.finishedAt)}
      </p>
      <p className={applied ? own.applied : own.refused} role="status">
        {applied ? 'Фид применён.' : `Фид не применён. ${report.message ?? ''}`}
      </p>
      <dl className={own.counts}>
        {COUNTS.map(([key, label]) => (
          <div key={key} className={own.count}>
            <dt>{label}</dt>
            <dd>{report.counts[key]}</dd>
          </div>
        ))}
      </dl>
      {applied && <PhotoLine photos={report.counts.photos} />}
      {report.problems.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={own.caption}>Отклонённые и сомнительные машины</caption>
            <thead>
              <tr>
                <th scope="col">Строка</th>
                <th scope="col">Машина</th>
                <th scope="col">Итог</th>
                <th scope="col">Причины</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((p) => (
                <tr key={`${p.line}-${p.feedId ?? ''}-${p.vin ?? ''}`}>
                  <td>{p.line}</td>
                  <td>
                    {p.title}
                    <span className={own.ids}>
                      {[p.vin && `VIN ${p.vin}`, p.feedId && `Id ${p.feedId}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </td>
                  <td className={p.level === 'rejected' ? own.rejected : undefined}>
                    {p.level === 'rejected' ? 'Отклонена' : 'С замечанием'}
                  </td>
                  <td>{p.reasons.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
