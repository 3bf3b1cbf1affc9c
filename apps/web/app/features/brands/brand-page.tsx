import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { BrandLogo } from './brand-logo.tsx';
import type { brandView } from './brand-view.server.ts';
import { ModelGrid } from './model-grid.tsx';
import { TopicLinks } from './topic-links.tsx';
import styles from './brands.module.css';

/** SPEC 2.3 /brands/{brand}: the make, its models, its stock and its credit and guaranty pages. */
export function BrandPage({ view }: { view: ReturnType<typeof brandView> }) {
  const { brand, models, crumbs, topics } = view;
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
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
      <TopicLinks topics={topics} />
      <section aria-labelledby="brand-models">
        <h2 id="brand-models" className={styles.subtitle}>
          Модели {brand.nameEn}
        </h2>
        {models.length > 0 ? (
          <ModelGrid brandName={brand.nameEn} models={models} />
        ) : (
          <p className={styles.lead}>Сейчас моделей в продаже нет.</p>
        )}
      </section>
    </main>
  );
}
