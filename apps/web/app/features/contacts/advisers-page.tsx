import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { AdviserList } from './adviser-list.tsx';
import { useDealerPhoneOverride } from './dealer-phone.ts';
import type { AdviserCard } from './load-dealer.server.ts';
import styles from './contacts.module.css';

/** /contacts/{city}/{dealer}/advisers/: every adviser of the dealer. */
export function AdvisersPage({
  dealerName,
  dealerPhone,
  advisers,
  crumbs,
}: {
  dealerName: string;
  dealerPhone: string;
  advisers: readonly AdviserCard[];
  crumbs: readonly BreadcrumbItem[];
}) {
  useDealerPhoneOverride(dealerPhone);
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>Консультанты: {dealerName}</h1>
      {advisers.length > 0 ? (
        <AdviserList advisers={advisers} />
      ) : (
        <p className={styles.lead}>Консультантов этого центра на сайте пока нет.</p>
      )}
    </main>
  );
}
