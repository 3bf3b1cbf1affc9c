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
import { openShareSheet } from './share-sheet.ts';
import styles from './card-actions.module.css';

export interface CardActionsProps {
  vehicle: VehicleRef;
  title: string;
  /** The address to share: the canonical card. */
  url: string;
}

/** Favourite and compare toggles (local at once, SPEC 4) and share. */
export function CardActions({ vehicle, title, url }: CardActionsProps) {
  const { holdingId } = useSite();
  const favorite = useIsFavorite(vehicle);
  const compared = useIsCompared(vehicle);
  const [status, setStatus] = useState('');
  // SPEC 3: the second holding compares cars and quad bikes only.
  const comparable = compareCountedTypes(holdingId).includes(vehicle.typeOfTransport);
  // The share sheet opens in the tap itself (Safari's user activation); what follows it (the copy
  // where there is no sheet, the message) is code that loads with the tap, not with the page.
  const share = () => {
    const data = { title, url };
    const sheet = openShareSheet(data);
    void import('./share.ts').then(async ({ settleShare, SHARE_MESSAGES }) =>
      setStatus(SHARE_MESSAGES[await settleShare(data, sheet)] ?? ''),
    );
  };
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
