import { Link } from 'react-router';
import { formatRub } from '@dealer/domain';
import { useSite } from '../../shared/stores/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { SeriesDetail } from './brand-data.ts';
import { brandCrumbs, stockHref } from './brand-links.ts';
import type { BrandCrumbStep } from './brand-links.ts';
import styles from './brands.module.css';

/** SPEC 2.3 /brands/{brand}/{model}/{series}: a generation with its technical data and stock. */
export function SeriesPage({ detail }: { detail: SeriesDetail }) {
  const { holdingId } = useSite();
  const { brand, model, series } = detail;
  const name = `${brand.nameEn} ${model.name} ${series.name}`;
  const stock = stockHref(holdingId, model.category, brand.code, model.code);
  const trail: BrandCrumbStep[] = [
    { label: brand.nameEn, route: 'brands-brand', params: { brand: brand.code } },
    { label: model.name, route: 'brands-brand-model', params: { brand: brand.code, model: model.code } },
  ];
  return (
    <main className={styles.page}>
      <Breadcrumbs items={brandCrumbs(holdingId, trail, series.name)} />
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.lead}>
        {series.yearFrom}–{series.yearTo ?? 'н. в.'}
        {series.priceFrom !== null && ` · от ${formatRub(series.priceFrom)}`}
      </p>
      {series.description && <p className={styles.description}>{series.description}</p>}
      {stock && series.count > 0 && (
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
