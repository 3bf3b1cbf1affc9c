import { Outlet } from 'react-router';

/** The clear layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function ClearLayout() {
  return (
    <div className="layout" data-layout="clear">
      <Outlet />
    </div>
  );
}
