import type { InstallBrowser } from './install-target.ts';

/** What a step's picture highlights. */
export type StepFocus = 'open' | 'share' | 'home-screen' | 'add' | 'icon';

export interface InstallStep {
  text: string;
  focus: StepFocus;
}

/** SPEC 2.16: five steps, by browser and holding (the holding's name is in the texts and pictures). */
export function installSteps(browser: InstallBrowser, holdingName: string): readonly InstallStep[] {
  const share =
    browser === 'safari'
      ? 'Нажмите кнопку «Поделиться» на панели внизу экрана'
      : 'Нажмите кнопку «Поделиться» справа в адресной строке';
  return [
    {
      focus: 'open',
      text: `Откройте сайт ${holdingName} в ${browser === 'safari' ? 'Safari' : 'Chrome'}`,
    },
    { focus: 'share', text: share },
    { focus: 'home-screen', text: 'Пролистайте меню и выберите «На экран „Домой“»' },
    { focus: 'add', text: 'Проверьте название и нажмите «Добавить»' },
    { focus: 'icon', text: `Откройте ${holdingName} значком на экране «Домой» — как приложение` },
  ];
}
