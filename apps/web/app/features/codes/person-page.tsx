import { phoneHref } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import type { loadPerson } from './load-person.server.ts';
import styles from './codes.module.css';

type Props = Omit<Awaited<ReturnType<typeof loadPerson>>, 'meta'>;

/** A staff member's profile: name, position, contacts and the business card to download. */
export function PersonPage({
  person,
  name,
  htmlLang,
  words,
  vcardHref,
  dealerHref,
  languages,
}: Props) {
  return (
    <main className={styles.page} lang={htmlLang}>
      {person.photo && (
        <img className={styles.photo} src={person.photo} alt="" width={128} height={128} />
      )}
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.lead}>
        {person.position}, {person.company}
      </p>
      <ul className={styles.lines}>
        <li>
          {words.dealer}:{' '}
          {dealerHref ? (
            <Link className={styles.link} to={dealerHref}>
              {person.dealer.name}
            </Link>
          ) : (
            person.dealer.name
          )}
        </li>
        <li>
          {words.phone}:{' '}
          <a className={styles.link} href={phoneHref(person.phone)}>
            {person.phone}
          </a>
        </li>
        {person.email && (
          <li>
            {words.email}:{' '}
            <a className={styles.link} href={`mailto:${person.email}`}>
              {person.email}
            </a>
          </li>
        )}
      </ul>
      {person.about && <p>{person.about}</p>}
      {vcardHref && (
        <p>
          <a className={buttonClass('primary')} href={vcardHref} download>
            {words.card}
          </a>
        </p>
      )}
      {languages.length > 0 && (
        <p className={styles.langs}>
          {languages.map((l) => (
            <Link
              key={l.lang}
              className={styles.link}
              to={l.href}
              lang={l.lang === 'cn' ? 'zh' : l.lang}
            >
              {l.label}
            </Link>
          ))}
        </p>
      )}
    </main>
  );
}
