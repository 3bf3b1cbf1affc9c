import styles from './content.module.css';

/** The editors' SEO text of a page, paragraph by paragraph; nothing when there is none. */
export function SeoText({ text }: { text: string }) {
  if (!text) return null;
  return (
    <section className={styles.seoText}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
