import { Link } from 'react-router';
import { useSite } from '../../shared/stores/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { BrandDetail, ModelSummary, StaticPage } from './brand-data.ts';
import { brandCrumbs, stockHref } from './brand-links.ts';
import type { BrandCrumbStep } from './brand-links.ts';
import { ContentBlocks } from './content-blocks.tsx';
import { ModelGrid } from './model-grid.tsx';
import styles from './brands.module.css';

export type BrandTopic = 'credit' | 'guaranty';

const HEADINGS: Readonly<Record<BrandTopic, (name: string) => string>> = {
  credit: (name) => `Кредит на ${name}`,
  guaranty: (name) => `Гарантия ${name}`,
};

export interface TopicPageProps {
  topic: BrandTopic;
  brand: BrandDetail['brand'];
  /** The models the page is about: every model of the make, or the one of a model credit page. */
  models: readonly ModelSummary[];
  /** Set on a model page (/brands/{brand}/{model}/credit). */
  model?: ModelSummary;
  text: StaticPage | null;
}

/** SPEC 2.3 brand credit and guaranty pages (and the model credit page): the editors' text, then the stock. */
export function TopicPage({ topic, brand, models, model, text }: TopicPageProps) {
  const { holdingId } = useSite();
  const name = model ? `${brand.nameEn} ${model.name}` : brand.nameEn;
  const heading = HEADINGS[topic](name);
  const trail: BrandCrumbStep[] = [
    { label: brand.nameEn, route: 'brands-brand', params: { brand: brand.code } },
    ...(model ? [{ label: model.name, route: 'brands-brand-model' as const, params: { brand: brand.code, model: model.code } }] : []),
  ];
  const stock = model ? stockHref(holdingId, model.category, brand.code, model.code) : null;
  return (
    <main className={styles.page}>
      <Breadcrumbs items={brandCrumbs(holdingId, trail, topic === 'credit' ? 'Кредит' : 'Гарантия')} />
      <h1 className={styles.title}>{heading}</h1>
      {text ? <ContentBlocks blocks={text.blocks} /> : brand.description && <p className={styles.description}>{brand.description}</p>}
      {stock && (
        <p>
          <Link to={stock}>Автомобили в наличии</Link>
        </p>
      )}
      {models.length > 0 && (
        <section aria-labelledby="topic-models">
          <h2 id="topic-models" className={styles.subtitle}>
            {model ? 'Модель' : `Модели ${brand.nameEn}`}
          </h2>
          <ModelGrid brand={brand.code} brandName={brand.nameEn} models={models} />
        </section>
      )}
    </main>
  );
}
