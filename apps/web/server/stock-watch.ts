/**
 * Watches the API's stock version (GET /v1/catalog/signature), asked at most once per interval and
 * only while pages are asked for: when it moves (an import, a sale), `onMove` runs, and the page
 * cache renders its pages again, so a listing shows the new stock within seconds, not after its
 * s-maxage. A failed ask changes nothing; the next request asks again.
 */
export function stockWatch(
  apiUrl: string,
  timeoutMs: number,
  onMove: () => void,
  intervalMs = 2000,
): () => void {
  let known: string | null = null;
  let askedAt = 0;
  let asking = false;
  const ask = async () => {
    asking = true;
    try {
      const response = await fetch(new URL('/v1/catalog/signature', apiUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return void (await response.body?.cancel());
      const { signature } = (await response.json()) as { signature: string };
      if (known !== null && signature !== known) onMove();
      known = signature;
    } catch {
      // The API away: the page server's own outage rules apply; the version is asked again later.
    } finally {
      asking = false;
    }
  };
  return () => {
    const now = Date.now();
    if (asking || now - askedAt < intervalMs) return;
    askedAt = now;
    void ask();
  };
}
