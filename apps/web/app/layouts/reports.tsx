import { Outlet } from 'react-router';
import { CompactShell } from '../shared/layout/compact-shell.tsx';

/** The reports layout of SPEC 2.1: the staff reports with a slim header. */
export default function ReportsLayout() {
  return (
    <CompactShell variant="reports">
      <Outlet />
    </CompactShell>
  );
}
