import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { modelView } from './brand-view.server.ts';
import { TopicLinks } from './topic-links.tsx';
import styles from './brands.module.css';

/** SPEC 2.3 /brands/{brand}/{model}: the model, its generations and the modifications on sale. */
export function ModelPage({ view }: { view: ReturnType<typeof modelView> }) {
  const { brand, model, series, modifications, crumbs, topics } = view;
  const name = `${brand.nameEn} ${model.name}`;
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{name}</h1>
      {model.nameRu && <p className={styles.lead}>{model.nameRu}</p>}
      {model.preview && (
        <img
          src={model.preview}
          alt={name}
          width={800}
          height={600}
          className={styles.heroPhoto}
          fetchPriority="high"
        />
      )}
      {model.description && <p className={styles.description}>{model.description}</p>}
      <TopicLinks topics={topics} />
      {series.length > 0 && (
        <section aria-labelledby="model-series">
          <h2 id="model-series" className={styles.subtitle}>
            Поколения
          </h2>
          <ul className={styles.list}>
            {series.map((s) => (
              <li key={s.id}>
                {s.href ? <Link to={s.href}>{s.name}</Link> : s.name}{' '}
                <span className={styles.muted}>{`${s.yearFrom}–${s.yearTo ?? 'н. в.'}`}</span>
              </li>
            ))}
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
