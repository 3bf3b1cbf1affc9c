import { Dialog } from '../../shared/ui/dialog.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { closePanel } from '../../shared/stores/index.ts';
import { SuccessMessage } from './success-message.tsx';

/** SPEC 2.16: the success block shown after a form was sent (openPanel('success')). */
export default function SuccessBlock() {
  return (
    <Dialog open label="Заявка отправлена" onClose={() => closePanel('success')}>
      <SuccessMessage>
        <Button data-autofocus onClick={() => closePanel('success')}>
          Закрыть
        </Button>
      </SuccessMessage>
    </Dialog>
  );
}
