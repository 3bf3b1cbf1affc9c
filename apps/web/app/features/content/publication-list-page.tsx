import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { PublicationKind } from '@dealer/contract';
import type { PageHead } from './page-head.ts';
import type { ListQuery } from './list-query.ts';
import type { PageLink } from './paging.ts';
import { PublicationCards, type LinkedCard } from './publication-cards.tsx';
import { SeoText } from './seo-text.tsx';
import styles from './content.module.css';

export interface PublicationListView {
  kind: PublicationKind;
  head: PageHead;
  query: ListQuery;
  items: readonly LinkedCard[];
  brands: readonly { code: string; name: string }[];
  paging: readonly PageLink[];
  action: string;
  now: string;
}

/** SPEC 2.3 /news, /blog, /actions, /media: filters in the URL (a plain GET form), cards, pages. */
export function PublicationListPage({ view }: { view: PublicationListView }) {
  const { kind, head, query, items, brands, paging, action, now } = view;
  return (
    <main className={styles.page}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: head.h1 }]} />
      <h1 className={styles.title}>{head.h1}</h1>
      <form method="get" action={action} className={styles.filters} aria-label="Фильтр">
        {brands.length > 0 && (
          <label className={styles.field}>
            <span>Марка</span>
            <select name="brand" defaultValue={query.brand ?? ''}>
              <option value="">Все марки</option>
              {brands.map((brand) => (
                <option key={brand.code} value={brand.code}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'actions' && (
          <label className={styles.check}>
            <input type="checkbox" name="active" value="true" defaultChecked={query.active} />
            <span>Только действующие</span>
          </label>
        )}
        <button type="submit" className={styles.submit}>
          Показать
        </button>
      </form>
      {items.length > 0 ? (
        <PublicationCards items={items} now={now} />
      ) : (
        <p className={styles.empty}>
          {query.brand || query.active
            ? 'По выбранным условиям ничего нет.'
            : 'Публикаций пока нет.'}
        </p>
      )}
      {paging.length > 0 && (
        <nav aria-label="Страницы" className={styles.paging}>
          <ul>
            {paging.map((link) => (
              <li key={link.page}>
                {link.current ? (
                  <span aria-current="page">{link.page}</span>
                ) : (
                  <Link to={link.href} aria-label={`Страница ${link.page}`}>
                    {link.page}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SeoText text={head.seoText} />
    </main>
  );
}
