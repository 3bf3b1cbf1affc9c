import { Outlet } from 'react-router';
import { CompactShell } from '../shared/layout/compact-shell.tsx';

/** The auth layout of SPEC 2.1: sign-in pages with a slim header and footer. */
export default function AuthLayout() {
  return (
    <CompactShell variant="auth">
      <Outlet />
    </CompactShell>
  );
}
