import styles from './content.module.css';

// Share pages of the social networks the footer links (SPEC 2.13): plain links, no widget scripts.
const TARGETS = [
  {
    label: 'ВКонтакте',
    href: (url: string, title: string) =>
      `https://vk.com/share.php?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`,
  },
  {
    label: 'Telegram',
    href: (url: string, title: string) =>
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    label: 'Одноклассники',
    href: (url: string) => `https://connect.ok.ru/offer?url=${encodeURIComponent(url)}`,
  },
] as const;

/** «Поделиться»: a link per network that opens its share page with this page's address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <nav aria-label="Поделиться" className={styles.share}>
      <span>Поделиться:</span>
      <ul>
        {TARGETS.map((target) => (
          <li key={target.label}>
            <a href={target.href(url, title)} target="_blank" rel="noopener noreferrer">
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
