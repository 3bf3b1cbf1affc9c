import { Outlet } from 'react-router';

/** The english layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function EnglishLayout() {
  return (
    <div className="layout" data-layout="english">
      <Outlet />
    </div>
  );
}
