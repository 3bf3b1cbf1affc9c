/**
 * Whether the API answers its health check, asked at most once a second however many renders fail
 * at once: it tells an outage (keep the cached page, answer 503) from a page that is really gone.
 */
export function apiProbe(apiUrl: string, timeoutMs: number, ttlMs = 1000): () => Promise<boolean> {
  let last: { at: number; up: Promise<boolean> } | undefined;
  const ask = async () => {
    try {
      const response = await fetch(new URL('/v1/health', apiUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, up: ask() };
    return last.up;
  };
}
