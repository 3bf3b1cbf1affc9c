import { cityName, holdingDisplayName, holdingPhone, phoneHref } from '@dealer/domain';
import { siteContext } from '../shared/site/context.ts';
import type { Route } from './+types/home';
import styles from './home.module.css';

export function loader({ context }: Route.LoaderArgs) {
  const { holdingId, city } = context.get(siteContext);
  return {
    holdingName: holdingDisplayName(holdingId),
    cityPrepositional: cityName(city, 'prepositional'),
    phone: holdingPhone(holdingId, city),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = `${loaderData.holdingName}: новые и подержанные автомобили в ${loaderData.cityPrepositional}`;
  return [
    { title },
    { name: 'description', content: `${loaderData.holdingName}: автомобили, сервис, запчасти и аксессуары.` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className={styles.hero}>
      <h1 className={styles.title}>{loaderData.holdingName}</h1>
      <p className={styles.lead}>Дилерские центры в {loaderData.cityPrepositional}</p>
      <a className={styles.phone} href={phoneHref(loaderData.phone)}>
        {loaderData.phone}
      </a>
    </main>
  );
}
