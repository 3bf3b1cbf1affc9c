import { Link } from '../../shared/navigation/link.tsx';
import { formatRub } from '@dealer/domain';
import { VehicleTile } from '../../shared/catalog/vehicle-tile.tsx';
import { idsParam } from '../../shared/lists/ids-param.ts';
import { useListView } from '../../shared/lists/use-list-view.ts';
import {
  clearAllFavorites,
  favoriteAccessoriesStore,
  favoritesStore,
  toggleFavoriteAccessory,
  useStore,
} from '../../shared/stores/index.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import type { FavoriteAccessory } from './favorites-data.ts';
import type { FavoritesData } from './load-favorites.server.ts';
import styles from './favorites.module.css';

/** SPEC 2.3 /favorites/: favourite vehicles and accessories, kept in this browser (and for a logged-in visitor on the server). */
export function FavoritesPage({ catalogHref, list }: FavoritesData) {
  const lists = useStore(favoritesStore);
  const accessoryIds = useStore(favoriteAccessoriesStore);
  const vehicleRefs = Object.values(lists).flat();
  const result = useListView(
    { vehicles: idsParam(vehicleRefs.map((r) => r.id)), accessories: idsParam(accessoryIds) },
    list,
  );

  // What was removed a moment ago goes at once, without waiting for the loader.
  const keptVehicles = new Set(vehicleRefs.map((ref) => String(ref.id)));
  const keptAccessories = new Set(accessoryIds.map(String));
  const data = result.state === 'ready' ? result.data : null;
  const vehicles = (data?.vehicles ?? []).filter((v) => keptVehicles.has(String(v.id)));
  const accessories = (data?.accessories ?? []).filter((a) => keptAccessories.has(String(a.id)));
  const empty =
    result.state === 'empty' ||
    (result.state === 'ready' && vehicles.length + accessories.length === 0);

  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>Избранное</h1>
        {!empty && result.state === 'ready' && (
          <Button variant="secondary" size="sm" onClick={clearAllFavorites}>
            Очистить избранное
          </Button>
        )}
      </div>
      {result.state === 'pending' && (
        <p className={styles.note} role="status">
          Загружаем избранное…
        </p>
      )}
      {result.state === 'failed' && (
        <p className={styles.note} role="alert">
          {result.message}
        </p>
      )}
      {empty && (
        <div className={styles.empty}>
          <p>
            В избранном пока ничего нет. Отмечайте понравившиеся автомобили и аксессуары сердечком.
          </p>
          {catalogHref && (
            <Link to={catalogHref} className={styles.more}>
              Перейти в каталог
            </Link>
          )}
        </div>
      )}
      {vehicles.length > 0 && (
        <section aria-labelledby="favorite-vehicles">
          <h2 id="favorite-vehicles" className={styles.subtitle}>
            Автомобили
          </h2>
          <ul className={styles.grid}>
            {vehicles.map((vehicle, index) => (
              <li key={vehicle.id}>
                <VehicleTile vehicle={vehicle} eager={index < 2} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {accessories.length > 0 && (
        <section aria-labelledby="favorite-accessories">
          <h2 id="favorite-accessories" className={styles.subtitle}>
            Аксессуары
          </h2>
          <ul className={styles.items}>
            {accessories.map((item) => (
              <AccessoryRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function AccessoryRow({ item }: { item: FavoriteAccessory }) {
  return (
    <li className={styles.item}>
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className={styles.itemImage}
        />
      ) : (
        <span className={styles.itemImage} />
      )}
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>
          {item.href ? <Link to={item.href}>{item.name}</Link> : item.name}
        </h3>
        <p className={styles.itemBrand}>{item.brand}</p>
        <p className={styles.itemPrice}>
          {formatRub(item.price)}
          {item.oldPrice !== null && <s>{formatRub(item.oldPrice)}</s>}
        </p>
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={() => toggleFavoriteAccessory(item.id)}
        aria-label={`Убрать из избранного: ${item.name}`}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
