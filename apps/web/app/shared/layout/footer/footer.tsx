import { useId } from 'react';
import { Link } from '../../navigation/link.tsx';
import { holdingExposes, SECOND_HOLDING_WORKING_HOURS } from '@dealer/domain';
import { useSite } from '../../stores/index.ts';
import { Button } from '../../ui/button.tsx';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import type { MenuLink } from '../menu/menu-model.ts';
import { useShellLinks } from '../shell-links.ts';
import { CardLogos } from './card-logos.tsx';
import { SocialLinks } from './social.tsx';
import styles from './footer.module.css';

function LinkList({ links }: { links: readonly MenuLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * An accordion on phones, a column on wide screens, by CSS alone: the footer is server HTML the
 * browser keeps (StaticPart), whose disclosure button it handles. The heading holds both titles;
 * each width shows one (the other is not displayed, so not read either).
 */
function FooterSection({ title, links }: { title: string; links: readonly MenuLink[] }) {
  const region = useId();
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded="false"
          aria-controls={region}
          data-disclosure
        >
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
        <span className={styles.columnTitle}>{title}</span>
      </h2>
      <div id={region} className={styles.region} hidden>
        <LinkList links={links} />
      </div>
    </div>
  );
}

/** SPEC 2.13 footer of both holdings; the shell shows it as a StaticPart. */
export function Footer() {
  const { holdingId, holdingName } = useSite();
  const { footer: columns, policies, pages } = useShellLinks();
  const app = pages.mobileApp;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {columns.length > 0 && (
          <nav aria-label="Разделы сайта в подвале" className={styles.columns}>
            {columns.map((column) => (
              <FooterSection key={column.title} title={column.title} links={column.links} />
            ))}
          </nav>
        )}
        <section className={styles.feedback} aria-labelledby="footer-feedback">
          <h2 id="footer-feedback" className={styles.sectionTitle}>
            Остались вопросы?
          </h2>
          <p className={styles.muted}>Оставьте номер телефона, и мы перезвоним.</p>
          <Button data-panel="feedback" aria-haspopup="dialog">
            Обратный звонок
          </Button>
          {holdingExposes(holdingId, 'footer-working-hours') && (
            <p className={styles.hours}>{SECOND_HOLDING_WORKING_HOURS}</p>
          )}
          <SocialLinks holdingId={holdingId} />
          {app && (
            <Link to={app} className={styles.appBadge}>
              <span className={styles.muted}>Мобильное приложение</span>
              <strong>{holdingName}</strong>
            </Link>
          )}
        </section>
      </div>
      <div className={styles.legal}>
        <div className={styles.legalInner}>
          <CardLogos />
          {policies.length > 0 && (
            <nav aria-label="Документы">
              <LinkList links={policies} />
            </nav>
          )}
          <p className={styles.disclaimer}>
            Информация на сайте носит исключительно информационный характер. Цены и условия
            приобретения автомобилей, запчастей и услуг не являются публичной офертой (статья 437
            Гражданского кодекса Российской Федерации); уточняйте их у менеджеров дилерских центров.
          </p>
          <p className={styles.muted}>© {holdingName}</p>
        </div>
      </div>
    </footer>
  );
}
