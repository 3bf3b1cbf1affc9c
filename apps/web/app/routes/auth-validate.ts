import { redirect } from 'react-router';
import type { Route } from './+types/auth-validate';
import { handleSession } from '../features/auth/index.server.ts';

// The sign-in and sign-out calls of the login panel (SPEC 4): tokens end in httpOnly cookies here
// and never reach the page's script. Opened in a browser, the address leads home.
export function loader() {
  return redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSession(request, context);
}
