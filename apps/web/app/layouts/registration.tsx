import { Outlet } from 'react-router';
import { CompactShell } from '../shared/layout/compact-shell.tsx';

/** The registration layout of SPEC 2.1: a slim header and footer around the form. */
export default function RegistrationLayout() {
  return (
    <CompactShell variant="auth">
      <Outlet />
    </CompactShell>
  );
}
