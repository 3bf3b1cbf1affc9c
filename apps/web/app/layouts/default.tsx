import { Outlet } from 'react-router';

/** The default layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function DefaultLayout() {
  return (
    <div className="layout" data-layout="default">
      <Outlet />
    </div>
  );
}
