import { Link } from '../../shared/navigation/link.tsx';
import { formatRub, pluralCount } from '@dealer/domain';
import type { LinkedModel } from './brand-view.server.ts';
import styles from './brands.module.css';

const OFFERS = ['предложение', 'предложения', 'предложений'] as const;

/** The models of a make: photo, name, «от» price and the number of offers, each to its model page. */
export function ModelGrid({
  brandName,
  models,
}: {
  brandName: string;
  models: readonly LinkedModel[];
}) {
  return (
    <ul className={styles.models}>
      {models.map((model, index) => {
        const name = `${brandName} ${model.name}`;
        return (
          <li key={model.id} className={styles.model}>
            {model.preview ? (
              <img
                src={model.preview}
                alt=""
                width={320}
                height={240}
                loading={index < 2 ? 'eager' : 'lazy'}
                className={styles.modelPhoto}
              />
            ) : (
              <span className={styles.modelPhoto} />
            )}
            <h3 className={styles.modelName}>
              {model.href ? <Link to={model.href}>{name}</Link> : name}
            </h3>
            {model.isNew && <span className={styles.badge}>Новинка</span>}
            <p className={styles.modelFacts}>
              {model.priceFrom !== null && <span>от {formatRub(model.priceFrom)}</span>}
              <span>{model.count > 0 ? pluralCount(model.count, OFFERS) : 'Нет в наличии'}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
