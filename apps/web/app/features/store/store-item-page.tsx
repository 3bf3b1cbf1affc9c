import { pluralCount } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { AddToBasket } from './add-to-basket.tsx';
import { ItemFavorite } from './item-favorite.tsx';
import type { StoreItemData } from './load-store-item.server.ts';
import { StorePrice, StoreTile } from './store-tile.tsx';
import styles from './store-item.module.css';

const PIECES = ['штука', 'штуки', 'штук'] as const;

function Stock({ item }: { item: StoreItemData }) {
  if (item.stock.length === 0)
    return (
      <p className={styles.onOrder}>Нет в наличии у дилеров, срок поставки уточнит менеджер.</p>
    );
  return (
    <>
      <p className={styles.inStock}>В наличии: {pluralCount(item.stockTotal, PIECES)}</p>
      <ul className={styles.stock}>
        {item.stock.map((line) => (
          <li key={`${line.dealer}-${line.city}`} className={styles.stockLine}>
            <span>
              {line.href && !item.embedded ? (
                <Link to={line.href}>{line.dealer}</Link>
              ) : (
                line.dealer
              )}
              {line.city && <span className={styles.city}>, {line.city}</span>}
            </span>
            <span className={styles.qty}>{line.qty} шт.</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** SPEC 2.6 the item page: photos, name, brand, part code, prices, stock per dealer, similar items. */
export function StoreItemPage({ item }: { item: StoreItemData }) {
  const [first, ...more] = item.images;
  return (
    <main className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: item.jsonLd }} />
      {!item.embedded && <Breadcrumbs items={item.crumbs} />}
      <div className={styles.layout}>
        <div className={styles.gallery}>
          {first && (
            <img
              className={styles.photo}
              src={first}
              alt={item.name}
              width={640}
              height={480}
              fetchPriority="high"
            />
          )}
          {more.length > 0 && (
            <ul className={styles.thumbs}>
              {more.map((src, i) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`${item.name}, фото ${i + 2}`}
                    width={160}
                    height={120}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.summary}>
          <h1 className={styles.title}>{item.name}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>Бренд</dt>
              <dd>{item.brand}</dd>
            </div>
            <div>
              <dt>Артикул</dt>
              <dd className={styles.code}>{item.partCode}</dd>
            </div>
            {item.country && (
              <div>
                <dt>Страна бренда</dt>
                <dd>{item.country}</dd>
              </div>
            )}
            {item.minCount > 1 && (
              <div>
                <dt>Минимальный заказ</dt>
                <dd>{item.minCount} шт.</dd>
              </div>
            )}
          </dl>
          <StorePrice price={item.price} large />
          <AddToBasket
            id={item.id}
            kind={item.kind}
            minCount={item.minCount}
            embedded={item.embedded}
          />
          <ItemFavorite id={item.id} name={item.name} />
          <section aria-labelledby="stock-title" className={styles.box}>
            <h2 id="stock-title" className={styles.subtitle}>
              Наличие у дилеров
            </h2>
            <Stock item={item} />
          </section>
        </div>
      </div>
      {item.description && (
        <section aria-labelledby="about-title">
          <h2 id="about-title" className={styles.subtitle}>
            Описание
          </h2>
          <p className={styles.description}>{item.description}</p>
        </section>
      )}
      {item.similar.length > 0 && (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title" className={styles.subtitle}>
            Похожие товары
          </h2>
          <ul className={styles.similar}>
            {item.similar.map((tile) => (
              <li key={tile.id}>
                <StoreTile tile={tile} eager={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
