import { formatRub } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import type { SearchHitView } from './search-hit-view.ts';
import type { SearchGroupView, SearchPageData } from './search-page-data.ts';
import styles from './search-page.module.css';

/** The search box of the page: a GET form to the page itself, so it works without JavaScript. */
function SearchForm({ action, query }: { action: string; query: string }) {
  return (
    <form method="get" action={action} role="search" className={styles.form}>
      <label htmlFor="search-page-q" className={styles.label}>
        Поиск по автомобилям, аксессуарам и запчастям
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <SearchIcon className={styles.fieldIcon} />
          <input
            // A new search (a link, back and forward) shows its own words.
            key={query}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            className={styles.input}
            placeholder="Например, Kia Rio или коврики"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Найти
        </button>
      </div>
    </form>
  );
}

/** «Назад» or «Далее»: a link to its page, or a dimmed label on the first or last page. */
function PageLink({ href, rel, label }: { href: string | null; rel: string; label: string }) {
  return href ? (
    <Link to={href} className={styles.pageButton} rel={rel}>
      {label}
    </Link>
  ) : (
    <span className={styles.pageButton} aria-disabled="true">
      {label}
    </span>
  );
}

/**
 * A result as the overlay's card shows it (search-hit-card.tsx), written again here: a component
 * both import would be a chunk of its own, named in every page's shell (about 50 B of each page's
 * JavaScript, where the card had 29 B to spare).
 */
function Hit({ hit }: { hit: SearchHitView }) {
  return (
    <li className={styles.card}>
      {hit.photo ? (
        <img
          src={hit.photo}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className={styles.photo}
        />
      ) : (
        <span className={styles.photo} />
      )}
      <span className={styles.cardBody}>
        {hit.href ? (
          <Link to={hit.href} className={styles.cardTitle}>
            {hit.title}
          </Link>
        ) : (
          <span className={styles.cardTitle}>{hit.title}</span>
        )}
        <span className={styles.cardText}>{hit.text}</span>
        {hit.facts.length > 0 && <span className={styles.facts}>{hit.facts.join(' · ')}</span>}
        <span className={styles.cardPrice}>{formatRub(hit.price)}</span>
      </span>
    </li>
  );
}

function Group({ group }: { group: SearchGroupView }) {
  return (
    <section className={styles.group} aria-label={group.key}>
      <h2 className={styles.groupTitle}>{group.key}</h2>
      <ul className={styles.cards}>
        {group.hits.map((hit) => (
          <Hit key={hit.key} hit={hit} />
        ))}
      </ul>
      {group.allHref && (
        <Link to={group.allHref} className={styles.all} aria-label={`Смотреть все: ${group.key}`}>
          Смотреть все
        </Link>
      )}
    </section>
  );
}

/**
 * The search results as a page of their own (/search/?q=…): the overlay's tabs and groups, the
 * visitor's city first, paged by links, and a note when the query was read in the other keyboard
 * layout. Everything is written by the server; the page has no state.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const empty = data.failed || (data.query !== '' && data.tabs.length === 0);
  return (
    <main className={styles.inner}>
      <h1 className={styles.pageTitle}>Поиск</h1>
      <SearchForm action={data.action} query={data.query} />
      {data.corrected && <p className={styles.note}>Исправлена раскладка: {data.corrected}</p>}
      {empty && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Ничего не найдено</p>
          <p>По вашему запросу ничего не найдено</p>
        </div>
      )}
      {data.tabs.length > 0 && (
        <nav className={styles.tabs} aria-label="Разделы результатов">
          {data.tabs.map((tab) => (
            <Link
              key={tab.tab}
              to={tab.href}
              className={styles.tab}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      )}
      {data.groups.length > 0 && (
        <div className={styles.results}>
          {data.groups.map((group) => (
            <Group key={group.key} group={group} />
          ))}
        </div>
      )}
      {data.totalPages > 1 && (
        <nav className={styles.paging} aria-label="Страницы результатов">
          <PageLink href={data.previousHref} rel="prev" label="Назад" />
          <span className={styles.pageInfo}>
            {data.page} из {data.totalPages}
          </span>
          <PageLink href={data.nextHref} rel="next" label="Далее" />
        </nav>
      )}
    </main>
  );
}
