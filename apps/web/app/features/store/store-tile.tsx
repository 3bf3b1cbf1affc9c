import { Link } from '../../shared/navigation/link.tsx';
import { VisuallyHidden } from '../../shared/ui/visually-hidden.tsx';
import type { ShownPrice, StoreTileData } from './store-data.ts';
import styles from './store-tile.module.css';

/** SPEC 5 price display: the price to pay, the old one struck through with the discount. */
export function StorePrice({ price, large = false }: { price: ShownPrice; large?: boolean }) {
  return (
    <p className={large ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.current}>{price.current}</span>
      {price.old && (
        <>
          <s className={styles.old}>
            <VisuallyHidden>Цена без скидки: </VisuallyHidden>
            {price.old}
          </s>
          <span className={styles.off}>−{price.off}%</span>
        </>
      )}
    </p>
  );
}

/** An item of a store or parts list: photo, name, brand and part code, price, availability. */
export function StoreTile({ tile, eager }: { tile: StoreTileData; eager: boolean }) {
  const name = tile.href ? (
    <Link to={tile.href} className={styles.link}>
      {tile.name}
    </Link>
  ) : (
    tile.name
  );
  return (
    <article className={styles.tile}>
      {tile.image && (
        <img
          className={styles.image}
          src={tile.image}
          alt=""
          width={320}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.meta}>
        {tile.brand} · <span className={styles.code}>{tile.partCode}</span>
      </p>
      <StorePrice price={tile.price} />
      <p className={tile.inStock ? styles.inStock : styles.onOrder}>
        {tile.inStock ? 'В наличии' : 'Под заказ'}
      </p>
    </article>
  );
}
