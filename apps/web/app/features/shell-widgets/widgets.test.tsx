import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { holdingDisplayName } from '@dealer/domain';
import { SuccessMessage } from './success-message.tsx';
import { installSteps } from './install-steps.ts';

describe('success block (SPEC 2.16)', () => {
  it('has the SPEC title and text and the caller’s close action', () => {
    const html = renderToStaticMarkup(
      <SuccessMessage>
        <button type="button">Закрыть</button>
      </SuccessMessage>,
    );
    expect(html).toContain('<h2');
    expect(html).toContain('Заявка отправлена');
    expect(html).toContain('В ближайшее время с вами свяжется менеджер');
    expect(html).toContain('>Закрыть</button>');
  });
});

describe('install steps (SPEC 2.16)', () => {
  it.each([1, 2] as const)('five steps per browser in the name of holding %d', (holding) => {
    const name = holdingDisplayName(holding);
    for (const browser of ['safari', 'chrome'] as const) {
      const steps = installSteps(browser, name);
      expect(steps).toHaveLength(5);
      expect(steps[0]?.text).toContain(name);
      expect(steps[0]?.text).toContain(browser === 'safari' ? 'Safari' : 'Chrome');
      expect(steps.at(-1)?.text).toContain(name);
    }
    expect(installSteps('safari', name)[1]?.text).toContain('внизу экрана');
    expect(installSteps('chrome', name)[1]?.text).toContain('в адресной строке');
  });
});
