import { Outlet } from 'react-router';

/** The clear layout of SPEC 2.1: iframe embeds, no chrome at all (the page renders its <main>). */
export default function ClearLayout() {
  return <Outlet />;
}
