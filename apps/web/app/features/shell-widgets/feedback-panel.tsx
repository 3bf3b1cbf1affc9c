import { useEffect } from 'react';
import { phoneHref } from '@dealer/domain';
import { Sheet } from '../../shared/ui/dialog.tsx';
import { Button } from '../../shared/ui/button.tsx';
import {
  closePanel,
  setFeedbackStep,
  useFeedbackStep,
  usePhone,
} from '../../shared/stores/index.ts';
import { SuccessMessage } from './success-message.tsx';
import styles from './widgets.module.css';

/**
 * SPEC 2.16, 4: the «Обратная связь» panel. Its form arrives with the lead forms; until then the
 * default step offers the phone. Closing resets the step and drops the opening data.
 */
export default function FeedbackPanel() {
  const step = useFeedbackStep();
  const phone = usePhone();
  useEffect(() => () => setFeedbackStep('default'), []);
  const close = () => closePanel('feedback');
  return (
    <Sheet open side="right" title="Обратная связь" onClose={close}>
      <div className={styles.sheetBody} data-step={step}>
        {step === 'finally' ? (
          <SuccessMessage>
            <Button onClick={close}>Закрыть</Button>
          </SuccessMessage>
        ) : (
          <>
            <p>Ответим на вопрос и примем отзыв о работе дилерского центра по телефону:</p>
            <a className={styles.phone} href={phoneHref(phone)}>
              {phone}
            </a>
          </>
        )}
      </div>
    </Sheet>
  );
}
