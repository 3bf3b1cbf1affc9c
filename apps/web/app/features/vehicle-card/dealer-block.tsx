import { phoneHref } from '@dealer/domain';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PhoneIcon, PinIcon } from '../../shared/ui/icons.tsx';
import styles from './dealer-block.module.css';

/** The request form («Запросить автомобиль») as a section of this card. */
export const REQUEST_FORM_HREF = '?form=stock#lead-form';

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
 * card puts the dealer's phone in place of the holding's (useDealerPhoneOverride). On a phone its
 * call and the request form stay in a bar at the foot of the screen while the card scrolls: server
 * HTML and CSS alone (a static part), so the card's JavaScript does not grow by it. The request is
 * the form's section of the card (?form=stock), with JavaScript as without.
 */
export function DealerBlock({ dealer }: DealerBlockProps) {
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
      {/* 64 px and the safe area; data-bottom-bar lifts the site's other bottom layers above it.
          The request form's address is the card's first call to action (checked against the lead
          forms in card-bar.server.test.tsx): a shared module for it cost the card's JavaScript. */}
      <div className={styles.bar} data-bottom-bar>
        <a href={phoneHref(dealer.phone)} className={buttonClass('secondary')}>
          Позвонить
        </a>
        <a href={REQUEST_FORM_HREF} className={buttonClass('primary')}>
          Оставить заявку
        </a>
      </div>
    </section>
  );
}
