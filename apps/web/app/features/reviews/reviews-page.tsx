import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { ReviewsPageData } from './load-reviews.server.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';
import type { PageLink } from './reviews-data.ts';
import type { ReviewFormResult } from './submit-review.server.ts';
import styles from './reviews.module.css';

function Links({ label, links }: { label: string; links: readonly PageLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className={styles.chip}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC 2.5 reviews of the holding, a dealer or an employee, with the form to leave one. */
export function ReviewsPage({
  page,
  result,
  policyHref,
}: {
  page: Omit<ReviewsPageData, 'meta'>;
  result: ReviewFormResult | undefined;
  policyHref: string | null;
}) {
  return (
    <main className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
      <Breadcrumbs items={page.crumbs} />
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.lead}>{page.lead}</p>
      {page.related.length > 0 && (
        <p className={styles.related}>
          {page.related.map((r) => (
            <Link key={r.href} to={r.href} className={styles.link}>
              {r.label}
            </Link>
          ))}
        </p>
      )}
      <div className={styles.columns}>
        <section aria-labelledby="reviews-list-title" className={styles.column}>
          <h2 id="reviews-list-title" className={styles.subtitle}>
            Что говорят клиенты
          </h2>
          {page.summary.count > 0 && <Links label="Оценка" links={page.ratings} />}
          {page.items.length > 0 ? (
            <ReviewList items={page.items} />
          ) : (
            page.summary.count > 0 && <p className={styles.muted}>Отзывов с такой оценкой нет.</p>
          )}
          {page.pages.length > 0 && <Links label="Страницы отзывов" links={page.pages} />}
        </section>
        <ReviewForm setup={page.form} result={result} policyHref={policyHref} />
      </div>
    </main>
  );
}
