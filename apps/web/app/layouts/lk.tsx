import { Outlet } from 'react-router';

/** The lk layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function LkLayout() {
  return (
    <div className="layout" data-layout="lk">
      <Outlet />
    </div>
  );
}
