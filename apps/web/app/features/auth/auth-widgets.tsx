import { Suspense } from 'react';
import { useUi } from '../../shared/stores/index.ts';
import { preloadable } from '../../shared/ui/lazy.tsx';

const LoginPanel = preloadable(() => import('./login-panel.tsx'));

/** The login panel (SPEC 4), opened by openPanel('login', { toLk?: boolean }). */
export function AuthWidgets() {
  const { panel, data } = useUi();
  return <Suspense fallback={null}>{panel === 'login' && <LoginPanel data={data} />}</Suspense>;
}
