import { useEffect } from 'react';
import { CITY_POPUP_AUTO_CLOSE_MS, cityName } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import { Button } from '../../shared/ui/button.tsx';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { useShownLayer } from '../../shared/ui/layers.tsx';
import { cookieCity, openPanel, setCity } from '../../shared/stores/index.ts';
import { useChooseCity } from './use-choose-city.ts';
import { putCityQuestionAside } from './city-question.ts';
import styles from './city.module.css';

/**
 * SPEC 2.15, 4: «Ваш город: {city}»; it closes by itself after 10 s on screen, settling on Moscow.
 * It is a layer (decision 0052), a non-modal dialog that takes no focus: it waits, hidden, while
 * another layer or a dialog has the screen, and its 10 s count only while it is seen. Closed (its
 * button or Escape) or left for another city, it is put aside.
 */
export default function CityPopup({ city, onDone }: { city: CityCode; onDone: () => void }) {
  const choose = useChooseCity();
  const seen = useShownLayer() === 'city-question';

  useEffect(() => {
    if (!seen) return;
    const putAsideOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      putCityQuestionAside();
      onDone();
    };
    const timer = setTimeout(() => {
      if (!cookieCity()) setCity('msk');
      onDone();
    }, CITY_POPUP_AUTO_CLOSE_MS);
    document.addEventListener('keydown', putAsideOnEscape);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', putAsideOnEscape);
    };
  }, [seen, onDone]);

  const putAside = () => {
    putCityQuestionAside();
    onDone();
  };

  return (
    <section role="dialog" aria-label="Выбор города" className={styles.popup}>
      <p className={styles.question}>Ваш город: {cityName(city)}</p>
      <div className={styles.actions}>
        <Button
          size="sm"
          onClick={() => {
            choose(city);
            onDone();
          }}
        >
          Да, верно
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            putAside();
            openPanel('city');
          }}
        >
          Выбрать другой
        </Button>
      </div>
      <Button variant="icon" className={styles.close} onClick={putAside} aria-label="Закрыть">
        <CloseIcon size={20} />
      </Button>
    </section>
  );
}
