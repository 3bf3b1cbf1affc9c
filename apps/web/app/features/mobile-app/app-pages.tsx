import type { ReactNode } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import { AppScreenArt, FeatureIcon } from './app-art.tsx';
import type { FeatureIconName } from './app-art.tsx';
import type { AppPageData } from './load.server.ts';
import { AppQr, StoreButtons } from './store-buttons.tsx';
import { useTopBannerGoal } from './top-banner-event.ts';
import styles from './mobile-app.module.css';

const FEATURES: readonly { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'service',
    title: 'Запись на сервис',
    text: 'Выберите дилерский центр, удобные дату и время — запись подтвердится в приложении.',
  },
  {
    icon: 'history',
    title: 'История обслуживания',
    text: 'Все визиты, выполненные работы и рекомендации мастеров по каждому автомобилю.',
  },
  {
    icon: 'offers',
    title: 'Персональные предложения',
    text: 'Акции на сервис, запчасти и аксессуары, подобранные для ваших автомобилей.',
  },
  {
    icon: 'loyalty',
    title: 'Бонусные баллы',
    text: 'Баланс программы лояльности, начисления и списания, баллы, которые скоро сгорят.',
  },
  {
    icon: 'garage',
    title: 'Гараж',
    text: 'Ваши автомобили в одном месте: пробег, документы, ближайшее ТО.',
  },
];

const STEPS = [
  'Установите приложение из магазина или наведите камеру телефона на QR-код.',
  'Войдите по номеру телефона — как в личный кабинет на сайте.',
  'Добавьте автомобиль в гараж и запишитесь на ближайшее обслуживание.',
] as const;

/** SPEC 2.3 /mobileapp: what the holding's app does, where to get it. */
export function MobileAppPage({ data }: { data: AppPageData }) {
  useTopBannerGoal(data.fromTopBanner);
  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="mobileapp-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>Мобильное приложение</p>
          <h1 id="mobileapp-title" className={styles.title}>
            {data.holdingName} в вашем телефоне
          </h1>
          <p className={styles.lead}>
            Записывайтесь на сервис, следите за историей обслуживания и получайте персональные
            предложения — в пару касаний.
          </p>
          <StoreButtons stores={data.stores} />
          {data.qrSrc && (
            <AppQr src={data.qrSrc} holdingName={data.holdingName} className={styles.desktopQr} />
          )}
        </div>
        <AppScreenArt className={styles.heroArt} holdingName={data.holdingName} />
      </section>

      <section aria-labelledby="mobileapp-features">
        <h2 id="mobileapp-features" className={styles.sectionTitle}>
          Что умеет приложение
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.icon} className={styles.feature}>
              <span className={styles.featureIcon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mobileapp-start" className={styles.start}>
        <h2 id="mobileapp-start" className={styles.sectionTitle}>
          Как начать
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {data.downloadHref && (
          <a className={styles.more} href={data.downloadHref}>
            Скачать приложение
          </a>
        )}
      </section>
    </main>
  );
}

/** The column of the download pages: the title, what the page says, and the way to the promotion. */
function DownloadColumn({
  id,
  title,
  data,
  children,
}: {
  id: string;
  title: string;
  data: AppPageData;
  children: ReactNode;
}) {
  useTopBannerGoal(data.fromTopBanner);
  return (
    <main className={`${styles.page} ${styles.downloadLayout}`}>
      <section className={styles.download} aria-labelledby={id}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {children}
        {data.promoHref && (
          <Link className={styles.more} to={data.promoHref}>
            Что умеет приложение
          </Link>
        )}
      </section>
      <AppScreenArt className={styles.downloadArt} holdingName={data.holdingName} />
    </main>
  );
}

/** SPEC 2.3 /mobileapp/download for a desktop, an unknown browser or a phone whose store has no app yet. */
export function DownloadPage({ data }: { data: AppPageData }) {
  return (
    <DownloadColumn
      id="download-title"
      title={`Скачайте приложение ${data.holdingName}`}
      data={data}
    >
      <p className={styles.lead}>
        Запись на сервис, история обслуживания, бонусные баллы и персональные предложения — всегда
        под рукой.
      </p>
      <div className={styles.downloadBody}>
        <StoreButtons stores={data.stores} />
        {data.qrSrc && (
          <AppQr src={data.qrSrc} holdingName={data.holdingName} className={styles.desktopQr} />
        )}
      </div>
    </DownloadColumn>
  );
}

/** SPEC 2.3 /mobileapp/download/ios while the App Store has no app: what an iPhone can do now. */
export function IosPage({ data }: { data: AppPageData }) {
  return (
    <DownloadColumn
      id="ios-title"
      title={`Приложение ${data.holdingName} для iPhone и iPad`}
      data={data}
    >
      <p className={styles.soon} role="note">
        Приложение скоро появится в App Store
      </p>
      <h2 className={styles.sectionTitle}>А пока добавьте сайт на экран «Домой»</h2>
      <ol className={styles.steps}>
        <li>Откройте этот сайт в Safari.</li>
        <li>Нажмите «Поделиться» — квадрат со стрелкой внизу экрана.</li>
        <li>Выберите «На экран „Домой“» и нажмите «Добавить».</li>
        <li>Сайт {data.holdingName} будет открываться с иконки на экране одним касанием.</li>
      </ol>
    </DownloadColumn>
  );
}
