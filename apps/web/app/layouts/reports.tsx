import { Outlet } from 'react-router';

/** The reports layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function ReportsLayout() {
  return (
    <div className="layout" data-layout="reports">
      <Outlet />
    </div>
  );
}
