import { getHolding } from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';
import { BlogIcon, TelegramIcon, VkIcon, YoutubeIcon } from '../../ui/icons.tsx';
import styles from './footer.module.css';

// Demo profiles live on reserved .example hosts (RFC 2606): they can never be a real company's
// page. A deployment puts the holding's real profile addresses here.
const PLATFORMS = [
  { label: 'ВКонтакте', host: 'vk.example', Icon: VkIcon },
  { label: 'YouTube', host: 'youtube.example', Icon: YoutubeIcon },
  { label: 'Telegram', host: 'telegram.example', Icon: TelegramIcon },
  { label: 'Дзен', host: 'dzen.example', Icon: BlogIcon },
] as const;

/** SPEC 2.13 social icons: VK, YouTube, Telegram and a blogging platform. */
export function SocialLinks({ holdingId }: { holdingId: HoldingId }) {
  const profile = getHolding(holdingId).domain;
  return (
    <ul className={styles.social} aria-label="Мы в социальных сетях">
      {PLATFORMS.map(({ label, host, Icon }) => (
        <li key={host}>
          <a
            href={`https://${host}/${profile}`}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
