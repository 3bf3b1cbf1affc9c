import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { BrandLogo } from './brand-logo.tsx';
import type { LinkedBrand } from './brand-view.server.ts';
import styles from './brands.module.css';

function BrandCard({ brand }: { brand: LinkedBrand }) {
  return (
    <li className={styles.brand}>
      <BrandLogo code={brand.code} logo={brand.mark.logo} />
      <span className={styles.brandName}>
        {brand.href ? <Link to={brand.href}>{brand.nameEn}</Link> : brand.nameEn}
      </span>
      <span className={styles.brandCount}>
        {brand.count > 0 ? `${brand.count} в наличии` : 'Под заказ'}
      </span>
    </li>
  );
}

/** SPEC 2.3 /brands: every make of the holding, the popular ones first. */
export function BrandsListPage({
  brands,
  crumbs,
}: {
  brands: readonly LinkedBrand[];
  crumbs: readonly BreadcrumbItem[];
}) {
  const popular = brands.filter((b) => b.isPopular);
  const rest = brands.filter((b) => !b.isPopular);
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>Марки автомобилей</h1>
      {popular.length > 0 && (
        <section aria-labelledby="brands-popular">
          <h2 id="brands-popular" className={styles.subtitle}>
            Популярные марки
          </h2>
          <ul className={styles.brands}>
            {popular.map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="brands-all">
        <h2 id="brands-all" className={styles.subtitle}>
          {popular.length > 0 ? 'Все марки' : 'Марки'}
        </h2>
        <ul className={styles.brands}>
          {(popular.length > 0 ? rest : brands).map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </ul>
      </section>
    </main>
  );
}
