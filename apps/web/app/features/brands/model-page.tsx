import { Link } from 'react-router';
import { builtHref } from '../../shared/layout/links.ts';
import { useSite } from '../../shared/stores/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { ModelDetail } from './brand-data.ts';
import { brandCrumbs, stockHref } from './brand-links.ts';
import styles from './brands.module.css';

/** SPEC 2.3 /brands/{brand}/{model}: the model, its generations and the modifications on sale. */
export function ModelPage({ detail }: { detail: ModelDetail }) {
  const { holdingId } = useSite();
  const { brand, model, series, modifications } = detail;
  const name = `${brand.nameEn} ${model.name}`;
  const stock = stockHref(holdingId, model.category, brand.code, model.code);
  const credit = builtHref(holdingId, 'brands-brand-model-credit', { brand: brand.code, model: model.code });
  return (
    <main className={styles.page}>
      <Breadcrumbs items={brandCrumbs(holdingId, [{ label: brand.nameEn, route: 'brands-brand', params: { brand: brand.code } }], model.name)} />
      <h1 className={styles.title}>{name}</h1>
      {model.nameRu && <p className={styles.lead}>{model.nameRu}</p>}
      {model.preview && <img src={model.preview} alt={name} width={800} height={600} className={styles.heroPhoto} fetchPriority="high" />}
      {model.description && <p className={styles.description}>{model.description}</p>}
      <ul className={styles.topics}>
        {stock && model.count > 0 && (
          <li>
            <Link to={stock}>{`${name} в наличии: ${model.count}`}</Link>
          </li>
        )}
        {credit && (
          <li>
            <Link to={credit}>Кредит на {name}</Link>
          </li>
        )}
      </ul>
      {series.length > 0 && (
        <section aria-labelledby="model-series">
          <h2 id="model-series" className={styles.subtitle}>
            Поколения
          </h2>
          <ul className={styles.list}>
            {series.map((s) => {
              const href = builtHref(holdingId, 'brands-brand-model-series', { brand: brand.code, model: model.code, series: s.code });
              const years = `${s.yearFrom}–${s.yearTo ?? 'н. в.'}`;
              return (
                <li key={s.id}>
                  {href ? <Link to={href}>{s.name}</Link> : s.name} <span className={styles.muted}>{years}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {modifications.length > 0 && (
        <section aria-labelledby="model-modifications">
          <h2 id="model-modifications" className={styles.subtitle}>
            Модификации в продаже
          </h2>
          <ul className={styles.list}>
            {modifications.map((modification) => (
              <li key={modification}>{modification}</li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
