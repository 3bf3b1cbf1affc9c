import { Outlet } from 'react-router';

/** The registration layout of SPEC 2.1; its header and footer arrive with the site shell. */
export default function RegistrationLayout() {
  return (
    <div className="layout" data-layout="registration">
      <Outlet />
    </div>
  );
}
