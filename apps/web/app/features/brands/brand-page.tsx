import { Link } from 'react-router';
import { builtHref } from '../../shared/layout/links.ts';
import { useSite } from '../../shared/stores/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { BrandDetail } from './brand-data.ts';
import { brandCrumbs, stockHref } from './brand-links.ts';
import { BrandLogo } from './brand-logo.tsx';
import { ModelGrid } from './model-grid.tsx';
import styles from './brands.module.css';

/** SPEC 2.3 /brands/{brand}: the make, its models, its stock and its credit and guaranty pages. */
export function BrandPage({ detail }: { detail: BrandDetail }) {
  const { holdingId } = useSite();
  const { brand, models } = detail;
  const topics = [
    { label: `Кредит на ${brand.nameEn}`, href: builtHref(holdingId, 'brands-brand-credit', { brand: brand.code }) },
    { label: `Гарантия ${brand.nameEn}`, href: builtHref(holdingId, 'brands-brand-guaranty', { brand: brand.code }) },
    ...brand.categories.map((category) => ({ label: `${brand.nameEn} в наличии`, href: stockHref(holdingId, category, brand.code) })).slice(0, 1),
  ].filter((topic): topic is { label: string; href: string } => topic.href !== null);
  return (
    <main className={styles.page}>
      <Breadcrumbs items={brandCrumbs(holdingId, [], brand.nameEn)} />
      <header className={styles.hero}>
        <BrandLogo code={brand.code} logo={brand.mark.logo} size={72} />
        <div>
          <h1 className={styles.title}>{brand.nameEn}</h1>
          <p className={styles.lead}>
            {brand.nameRu} · {brand.country.name}
          </p>
        </div>
      </header>
      {brand.description && <p className={styles.description}>{brand.description}</p>}
      {topics.length > 0 && (
        <ul className={styles.topics}>
          {topics.map((topic) => (
            <li key={topic.href}>
              <Link to={topic.href}>{topic.label}</Link>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="brand-models">
        <h2 id="brand-models" className={styles.subtitle}>
          Модели {brand.nameEn}
        </h2>
        {models.length > 0 ? <ModelGrid brand={brand.code} brandName={brand.nameEn} models={models} /> : <p className={styles.lead}>Сейчас моделей в продаже нет.</p>}
      </section>
    </main>
  );
}
