import { useContext } from 'react';
import { useMatches } from 'react-router';
import { Link } from '../navigation/link.tsx';
import { ERROR_PAGE_TITLE, catalogLinkFor, errorCodeLine } from '@dealer/domain';
import { SiteContext } from '../stores/site.ts';
import styles from './error-page.module.css';

export interface ErrorPageLink {
  href: string;
  label: string;
}

/**
 * SPEC 2.17: the 404 text, or the unexpected-error text with its code. `link` replaces the link to
 * the catalogue (an embed keeps the visitor inside it); null shows none.
 */
export function ErrorPage({ status, link }: { status: number; link?: ErrorPageLink | null }) {
  const matches = useMatches();
  const routeName = matches.at(-1)?.id ?? '';
  const catalogHref = catalogLinkFor(routeName);
  // The link is shown only once the page it points at exists (DESIGN.md 3: no link to a missing page);
  // an error without the site (root's frameless page) has none.
  const built = useContext(SiteContext)?.built;
  const catalogBuilt = catalogHref === '/store/' ? built?.store : built?.cars;
  return (
    <main className={styles.page}>
      {status === 404 ? (
        <>
          <h1 className={styles.title}>404 Страница не найдена</h1>
          <p className={styles.text}>
            Возможно, страница была перемещена, или вы неверно указали адрес страницы.
          </p>
        </>
      ) : (
        <>
          <h1 className={styles.title}>{ERROR_PAGE_TITLE}</h1>
          <p className={styles.text}>{errorCodeLine(status)}</p>
        </>
      )}
      {link === undefined
        ? catalogBuilt && (
            <Link className={styles.link} to={catalogHref}>
              Перейти в каталог
            </Link>
          )
        : link && (
            <Link className={styles.link} to={link.href}>
              {link.label}
            </Link>
          )}
    </main>
  );
}
