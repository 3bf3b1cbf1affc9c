import { Link } from '../../shared/navigation/link.tsx';
import { formatRub } from '@dealer/domain';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { seriesView } from './brand-view.server.ts';
import styles from './brands.module.css';

/** SPEC 2.3 /brands/{brand}/{model}/{series}: a generation with its technical data and stock. */
export function SeriesPage({ view }: { view: ReturnType<typeof seriesView> }) {
  const { brand, model, series, crumbs, stock } = view;
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{`${brand.nameEn} ${model.name} ${series.name}`}</h1>
      <p className={styles.lead}>
        {series.yearFrom}–{series.yearTo ?? 'н. в.'}
        {series.priceFrom !== null && ` · от ${formatRub(series.priceFrom)}`}
      </p>
      {series.description && <p className={styles.description}>{series.description}</p>}
      {stock && (
        <p>
          <Link to={stock}>{`В наличии: ${series.count}`}</Link>
        </p>
      )}
      {series.specs.length > 0 && (
        <section aria-labelledby="series-specs">
          <h2 id="series-specs" className={styles.subtitle}>
            Технические характеристики
          </h2>
          <dl className={styles.specs}>
            {series.specs.map((spec) => (
              <div key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </main>
  );
}
