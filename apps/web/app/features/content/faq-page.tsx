import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { Faq } from './content-data.ts';
import type { PageHead } from './page-head.ts';
import { SeoText } from './seo-text.tsx';
import styles from './content.module.css';

/**
 * SPEC 2.3 /faq: a section per topic, each question a disclosure. Native details/summary: it opens
 * before any script has loaded, and the browser gives it its keyboard and screen-reader behaviour.
 */
export function FaqPage({ faq, head }: { faq: Faq; head: PageHead }) {
  return (
    <main className={styles.page}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: head.h1 }]} />
      <h1 className={styles.title}>{head.h1}</h1>
      {faq.sections.length === 0 && <p className={styles.empty}>Вопросов пока нет.</p>}
      {faq.sections.map((section) => (
        <section key={section.title} className={styles.faqSection}>
          <h2 className={styles.subtitle}>{section.title}</h2>
          {section.items.map((item) => (
            <details key={item.id} className={styles.faqItem}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <SeoText text={head.seoText} />
    </main>
  );
}
