import { Outlet } from 'react-router';
import { CompactShell } from '../shared/layout/compact-shell.tsx';

/** The english layout of SPEC 2.1: the English pages with their own slim navigation. */
export default function EnglishLayout() {
  return (
    <CompactShell variant="english">
      <Outlet />
    </CompactShell>
  );
}
