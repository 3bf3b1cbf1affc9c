import { useState } from 'react';
import { compareCountedTypes } from '@dealer/domain';
import {
  toggleCompare,
  toggleFavorite,
  useIsCompared,
  useIsFavorite,
  useSite,
} from '../../shared/stores/index.ts';
import type { VehicleRef } from '../../shared/stores/index.ts';
import { CompareIcon, HeartIcon, ShareIcon } from '../../shared/ui/icons.tsx';
import { shareLink } from './share.ts';
import type { ShareOutcome } from './share.ts';
import styles from './card-actions.module.css';

export interface CardActionsProps {
  vehicle: VehicleRef;
  title: string;
  /** The address to share: the canonical card. */
  url: string;
}

const SHARE_MESSAGES: Readonly<Partial<Record<ShareOutcome, string>>> = {
  copied: 'Ссылка скопирована',
  failed: 'Не удалось поделиться: скопируйте адрес из строки браузера',
};

/** Favourite and compare toggles (local at once, SPEC 4) and share. */
export function CardActions({ vehicle, title, url }: CardActionsProps) {
  const { holdingId } = useSite();
  const favorite = useIsFavorite(vehicle);
  const compared = useIsCompared(vehicle);
  const [status, setStatus] = useState('');
  // SPEC 3: the second holding compares cars and quad bikes only.
  const comparable = compareCountedTypes(holdingId).includes(vehicle.typeOfTransport);
  const share = async () => setStatus(SHARE_MESSAGES[await shareLink({ title, url })] ?? '');
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        data-on={favorite || undefined}
        onClick={() => toggleFavorite(vehicle)}
      >
        <HeartIcon className={favorite ? styles.on : undefined} />
        {favorite ? 'В избранном' : 'В избранное'}
      </button>
      {comparable && (
        <button
          type="button"
          className={styles.action}
          data-on={compared || undefined}
          onClick={() => toggleCompare(vehicle)}
        >
          <CompareIcon className={compared ? styles.on : undefined} />
          {compared ? 'В сравнении' : 'Сравнить'}
        </button>
      )}
      <button type="button" className={styles.action} onClick={share}>
        <ShareIcon />
        Поделиться
      </button>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
