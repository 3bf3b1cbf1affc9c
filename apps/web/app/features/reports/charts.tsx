import type { ReportStats } from '@dealer/contract';
import styles from './reports.module.css';

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;

/** Leads per day as inline SVG bars; the figures are also in the bars' titles and the label. */
function PerDay({ days }: { days: ReportStats['byDay'] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const step = WIDTH / Math.max(1, days.length);
  const summary = days.map((d) => `${d.day}: ${d.count}`).join(', ');
  return (
    <figure className={styles.chart}>
      <figcaption>Заявки по дням</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={`Заявки по дням: ${summary || 'нет заявок'}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT + AXIS}
      >
        {days.map((d, i) => {
          const h = Math.round((d.count / max) * (HEIGHT - 12));
          const x = i * step + step * 0.15;
          return (
            <g key={d.day}>
              <rect className={styles.bar} x={x} y={HEIGHT - h} width={step * 0.7} height={h}>
                <title>{`${d.day}: ${d.count}`}</title>
              </rect>
              {(days.length <= 16 || i % Math.ceil(days.length / 16) === 0) && (
                <text className={styles.axis} x={x} y={HEIGHT + 12}>
                  {d.day.slice(8)}.{d.day.slice(5, 7)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** Leads per form as bars of a list: readable by screen readers as it is. */
function PerForm({ forms }: { forms: ReportStats['byForm'] }) {
  const max = Math.max(1, ...forms.map((f) => f.count));
  return (
    <figure className={styles.chart}>
      <figcaption>Заявки по формам</figcaption>
      <ul className={styles.forms}>
        {forms.map((f) => (
          <li key={f.formId} className={styles.formRow}>
            <span>{f.subject}</span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={styles.fill}
                style={{ width: `${(f.count / max) * 100}%`, display: 'block' }}
              />
            </span>
            <span>{f.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function Charts({ stats }: { stats: ReportStats }) {
  if (stats.total === 0) return null;
  return (
    <div className={styles.charts}>
      <PerDay days={stats.byDay} />
      <PerForm forms={stats.byForm} />
    </div>
  );
}
