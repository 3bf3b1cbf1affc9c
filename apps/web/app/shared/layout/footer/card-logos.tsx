import styles from './footer.module.css';

// Simple marks of the three card schemes (SPEC 2.13), drawn inline: no image requests.
function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li>
      <svg className={styles.card} viewBox="0 0 48 30" width={48} height={30} role="img" aria-label={label}>
        <rect width="48" height="30" rx="4" fill="#fff" />
        {children}
      </svg>
    </li>
  );
}

export function CardLogos() {
  return (
    <ul className={styles.cards} aria-label="Принимаем к оплате">
      <Card label="Mastercard">
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity=".9" />
      </Card>
      <Card label="Visa">
        <text x="24" y="20" textAnchor="middle" fontSize="14" fontWeight="800" fontStyle="italic" fill="#1a1f71">
          VISA
        </text>
      </Card>
      <Card label="Мир">
        <text x="24" y="20" textAnchor="middle" fontSize="13" fontWeight="800" fill="#0f754e">
          МИР
        </text>
      </Card>
    </ul>
  );
}
