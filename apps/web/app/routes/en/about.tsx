import { getHolding, holdingPhone, phoneHref } from '@dealer/domain';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/about';
import styles from './about.module.css';

const CITY_IN_ENGLISH = { msk: 'Moscow', spb: 'Saint Petersburg' } as const;

export function loader({ context }: Route.LoaderArgs) {
  const { holdingId } = context.get(siteContext);
  const holding = getHolding(holdingId);
  return {
    name: holding.holdingName,
    site: holding.fullDomainWithProtocol,
    offices: (['msk', 'spb'] as const).map((city) => ({
      city: CITY_IN_ENGLISH[city],
      phone: holdingPhone(holdingId, city),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `About ${loaderData.name}` },
    {
      name: 'description',
      content: `${loaderData.name}: a car dealer group in Moscow and Saint Petersburg.`,
    },
  ];
}

export default function EnglishAbout({ loaderData }: Route.ComponentProps) {
  return (
    <main className={styles.page} lang="en">
      <h1>About {loaderData.name}</h1>
      <p>
        {loaderData.name} is a group of car dealerships in Moscow and Saint Petersburg. We sell new
        and used cars, electric cars, motorcycles and jet skis, service them in our own workshops,
        and supply original parts and accessories.
      </p>
      <h2>What we offer</h2>
      <ul>
        <li>
          New cars of the brands we represent, and certified used cars with a checked history.
        </li>
        <li>Service booking, maintenance, body repair and tyre service.</li>
        <li>Credit, leasing, insurance and trade-in arranged at the dealership.</li>
        <li>Corporate and fleet sales.</li>
      </ul>
      <h2>Contacts</h2>
      <ul className={styles.contacts}>
        {loaderData.offices.map((office) => (
          <li key={office.city}>
            {office.city}: <a href={phoneHref(office.phone)}>{office.phone}</a>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        The Russian version of the site has the full catalogue and all services.
      </p>
    </main>
  );
}
