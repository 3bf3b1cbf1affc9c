import styles from './specs.module.css';

export interface SpecsProps {
  specs: readonly { label: string; value: string }[];
  equipment: string;
  options: readonly string[];
  description: string;
}

/** Specifications as a definition list, then the equipment with its options, then the description. */
export function Specs({ specs, equipment, options, description }: SpecsProps) {
  return (
    <>
      <section className={styles.section} aria-labelledby="specs-title">
        <h2 id="specs-title" className={styles.title}>
          Характеристики
        </h2>
        <dl className={styles.list}>
          {specs.map(({ label, value }) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="equipment-title">
        <h2 id="equipment-title" className={styles.title}>
          Комплектация {equipment}
        </h2>
        {options.length > 0 ? (
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Базовое оснащение комплектации.</p>
        )}
      </section>
      {description && (
        <section className={styles.section} aria-labelledby="description-title">
          <h2 id="description-title" className={styles.title}>
            Описание
          </h2>
          <p className={styles.text}>{description}</p>
        </section>
      )}
    </>
  );
}
