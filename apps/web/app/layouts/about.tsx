import { Outlet } from 'react-router';

/** The about layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function AboutLayout() {
  return (
    <div className="layout" data-layout="about">
      <Outlet />
    </div>
  );
}
