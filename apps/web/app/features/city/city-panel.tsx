import { CITIES } from '@dealer/domain';
import { Sheet } from '../../shared/ui/dialog.tsx';
import { CheckIcon } from '../../shared/ui/icons.tsx';
import { closePanel, useCity } from '../../shared/stores/index.ts';
import { useChooseCity } from './use-choose-city.ts';
import styles from './city.module.css';

/** SPEC 2.15: the city panel with Москва and Санкт-Петербург. */
export default function CityPanel() {
  const current = useCity();
  const choose = useChooseCity();
  return (
    <Sheet open side="right" title="Выберите город" onClose={() => closePanel('city')}>
      <ul className={styles.list}>
        {CITIES.map((city) => (
          <li key={city.code}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={city.code === current}
              data-autofocus={city.code === current || undefined}
              onClick={() => choose(city.code)}
            >
              <span>{city.city}</span>
              {city.code === current && <CheckIcon />}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
