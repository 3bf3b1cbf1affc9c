import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import styles from './lk.module.css';

const FEATURES = [
  {
    title: 'Гараж',
    text: 'Ваши автомобили с VIN и госномером; основной автомобиль для записи на сервис.',
  },
  {
    title: 'Заказ-наряды и покупки',
    text: 'Статусы работ и запчастей, суммы и история обслуживания.',
  },
  { title: 'Страховки', text: 'Полисы ОСАГО и КАСКО со сроками действия.' },
  { title: 'Уведомления', text: 'Готовность автомобиля, окончание полиса и другие новости.' },
  { title: 'Избранное и сравнение', text: 'Списки автомобилей, общие для всех ваших устройств.' },
] as const;

/** /lk/functional-services/: the public tour of what the personal area offers. */
export function FunctionalServicesPage({ loyalty }: { loyalty: boolean }) {
  const features = loyalty
    ? [
        ...FEATURES,
        { title: 'Программа лояльности', text: 'Баланс бонусов и баллы, которые скоро сгорят.' },
      ]
    : FEATURES;
  return (
    <main className={styles.page} aria-labelledby="lk-title">
      <h1 id="lk-title" className={styles.title}>
        Возможности личного кабинета
      </h1>
      <ul className={styles.cards}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <h2>{feature.title}</h2>
            <p className={styles.muted}>{feature.text}</p>
          </li>
        ))}
      </ul>
      <Link to="/lk/auth/" className={buttonClass('primary', 'md')}>
        Войти в личный кабинет
      </Link>
    </main>
  );
}
