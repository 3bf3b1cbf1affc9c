import { useEffect } from 'react';
import { CITY_POPUP_AUTO_CLOSE_MS, cityName, parseCityCode } from '@dealer/domain';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { closePanel, cookieCity, openPanel, setCity } from '../../shared/stores/index.ts';
import { useChooseCity } from './use-choose-city.ts';
import styles from './city.module.css';

/** SPEC 2.15, 4: «Ваш город: {city}»; it closes by itself after 10 s, settling on Moscow. */
export default function CityPopup({ data }: { data: unknown }) {
  const city = parseCityCode((data as { city?: unknown } | undefined)?.city) ?? 'msk';
  const choose = useChooseCity();

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!cookieCity()) setCity('msk');
      closePanel('city-popup');
    }, CITY_POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Dialog
      open
      modal={false}
      label="Выбор города"
      placement="center"
      className={styles.popup}
      onClose={() => closePanel('city-popup')}
    >
      <p className={styles.question}>Ваш город: {cityName(city)}</p>
      <div className={styles.actions}>
        <Button onClick={() => choose(city)}>Да, верно</Button>
        <Button variant="secondary" onClick={() => openPanel('city')}>
          Выбрать другой
        </Button>
      </div>
    </Dialog>
  );
}
