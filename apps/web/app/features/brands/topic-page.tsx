import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { StaticPage } from './brand-data.ts';
import type { topicView } from './brand-view.server.ts';
import { ContentBlocks } from '../../shared/ui/content-blocks.tsx';
import { ModelGrid } from './model-grid.tsx';
import styles from './brands.module.css';

const HEADINGS = {
  credit: (name: string) => `Кредит на ${name}`,
  guaranty: (name: string) => `Гарантия ${name}`,
} as const;

/** SPEC 2.3 brand credit and guaranty pages (and the model credit page): the editors' text, then the stock. */
export function TopicPage({
  view,
  text,
}: {
  view: ReturnType<typeof topicView>;
  text: StaticPage | null;
}) {
  const { topic, brand, model, crumbs, models, stock } = view;
  const name = model ? `${brand.nameEn} ${model.name}` : brand.nameEn;
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{HEADINGS[topic](name)}</h1>
      {text ? (
        <ContentBlocks blocks={text.blocks} className={styles.text} />
      ) : (
        brand.description && <p className={styles.description}>{brand.description}</p>
      )}
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
          <ModelGrid brandName={brand.nameEn} models={models} />
        </section>
      )}
    </main>
  );
}
