import { phoneHref } from '@dealer/domain';
import { PhoneIcon, PinIcon } from '../../shared/ui/icons.tsx';
import type { PartStyles } from '../../shared/ui/static-part.tsx';

export interface DealerBlockProps {
  dealer: {
    name: string;
    address: string;
    phone: string;
    workingHours: string;
    lat: number;
    lon: number;
  };
}

/**
 * The selling dealer with address, phone, hours and a map link (the fallback of a map widget); the
 * card puts the dealer's phone in place of the holding's (useDealerPhoneOverride).
 */
export function DealerBlock({ dealer, styles }: DealerBlockProps & PartStyles) {
  const map = `https://yandex.ru/maps/?pt=${dealer.lon},${dealer.lat}&z=16&l=map`;
  return (
    <section className={styles.dealer} aria-labelledby="dealer-title">
      <h2 id="dealer-title" className={styles.title}>
        {dealer.name}
      </h2>
      <p className={styles.line}>
        <PinIcon size={20} />
        <span>{dealer.address}</span>
      </p>
      {dealer.workingHours && <p className={styles.hours}>{dealer.workingHours}</p>}
      <p className={styles.actions}>
        <a className={styles.phone} href={phoneHref(dealer.phone)}>
          <PhoneIcon size={20} />
          {dealer.phone}
        </a>
        <a className={styles.map} href={map} target="_blank" rel="noopener noreferrer">
          Открыть на карте
        </a>
      </p>
    </section>
  );
}
