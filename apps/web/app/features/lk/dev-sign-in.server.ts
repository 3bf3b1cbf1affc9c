import { env } from '../../shared/config/env.server.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';

// The invented demo customers the seed writes (apps/api/seed/identity-data.ts).
const DEMO_PHONES = ['+7 900-000-00-01', '+7 900-000-00-02', '+7 900-000-00-03'] as const;

/**
 * /authorization/dev/: a developer's shortcut to sign in as a demo customer. It exists only in
 * development: in production and in tests the address is a 404 like any unknown page.
 */
export function loadDevSignIn(request: Request) {
  if (!env.development) throw notFound(new URL(request.url).pathname);
  return { phones: DEMO_PHONES };
}
