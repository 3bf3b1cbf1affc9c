import { useEffect, useState } from 'react';
import { browserApi } from '../../shared/api/browser.ts';
import { closePanel } from '../../shared/stores/index.ts';
import { Sheet } from '../../shared/ui/dialog.tsx';
import { dealersForForm, type FormDealer } from './dealer-options.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { feedbackOpening } from './feedback-opening.ts';
import styles from './lead-form.module.css';

async function fetchDealers(query: { department?: string; markCode?: string } | undefined) {
  try {
    const answer = await browserApi('GET', '/dealers/short', query ? { query } : {});
    return answer.dealer;
  } catch {
    return undefined;
  }
}

/**
 * SPEC 2.16, 4: the slide-in «Обратная связь». It opens with the opening data (a reason, dealers),
 * and closing it drops that data, the form and the dealer list: it unmounts.
 */
export default function FeedbackPanel({ data }: { data?: unknown }) {
  const [opening] = useState(() => feedbackOpening(data));
  const [dealers, setDealers] = useState<FormDealer[] | null>(null);
  useEffect(() => {
    let current = true;
    void dealersForForm(fetchDealers, opening).then((list) => {
      if (current) setDealers(list);
    });
    return () => {
      current = false;
    };
  }, [opening]);
  const close = () => closePanel('feedback');
  return (
    <Sheet open side="right" title="Обратная связь" onClose={close}>
      <div className={styles.panelBody}>
        {dealers ? (
          <FeedbackForm dealers={dealers} reason={opening.reason} onClose={close} />
        ) : (
          <p role="status">Загружаем форму…</p>
        )}
      </div>
    </Sheet>
  );
}
