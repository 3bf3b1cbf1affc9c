import type { HoldingId, Redirect } from '@dealer/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { redirects } from '../schema/index.ts';

// '/a/b' and '/a/b/' name the same page (SPEC 9 appends the slash), so both spellings are looked up.
export function slashVariants(path: string): string[] {
  if (path === '/') return ['/'];
  const bare = path.replace(/\/+$/, '');
  return bare === '' ? ['/'] : [bare, `${bare}/`];
}

// The redirect for a path on one holding: a holding's own record wins over a shared one.
export async function findRedirect(
  db: Db,
  params: { url: string; holdingId: HoldingId },
): Promise<Redirect | undefined> {
  const [row] = await db
    .select({ urlFrom: redirects.urlFrom, urlTo: redirects.urlTo, status: redirects.status })
    .from(redirects)
    .where(
      and(
        inArray(redirects.urlFrom, slashVariants(params.url)),
        or(eq(redirects.holdingId, params.holdingId), isNull(redirects.holdingId)),
      ),
    )
    .orderBy(
      sql`${redirects.holdingId} is null`,
      sql`${redirects.urlFrom} <> ${params.url}`,
      asc(redirects.id),
    )
    .limit(1);
  return row;
}
