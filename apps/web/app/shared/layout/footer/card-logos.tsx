import styles from './footer.module.css';

// Simple marks of the three card schemes (SPEC 2.13): static pictures, so the page's JavaScript does
// not carry them; they sit at the bottom of the page and load lazily.
const CARDS = [
  { label: 'Mastercard', file: 'mastercard' },
  { label: 'Visa', file: 'visa' },
  { label: 'Мир', file: 'mir' },
] as const;

export function CardLogos() {
  return (
    <ul className={styles.cards} aria-label="Принимаем к оплате">
      {CARDS.map(({ label, file }) => (
        <li key={file}>
          <img
            className={styles.card}
            src={`/icons/cards/${file}.svg`}
            alt={label}
            width={48}
            height={30}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
