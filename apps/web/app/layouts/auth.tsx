import { Outlet } from 'react-router';

/** The auth layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function AuthLayout() {
  return (
    <div className="layout" data-layout="auth">
      <Outlet />
    </div>
  );
}
