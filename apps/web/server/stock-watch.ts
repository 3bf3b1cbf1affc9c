/**
 * Watches a version the API answers (the stock's GET /v1/catalog/signature by default; the
 * content's /v1/content/signature, decision 0068), asked at most once per interval and only while
 * pages are asked for: when it moves (an import, a sale, a news item published), `onMove` runs,
 * and the page cache renders its pages again, so a page shows the change within seconds, not after
 * its s-maxage. The version lives in the database, so every web process sees the same move. A
 * failed ask changes nothing; the next request asks again.
 */
export function stockWatch(
  apiUrl: string,
  timeoutMs: number,
  onMove: () => void,
  intervalMs = 2000,
  path = '/v1/catalog/signature',
): () => void {
  let known: string | null = null;
  let askedAt = 0;
  let asking = false;
  const ask = async () => {
    asking = true;
    try {
      const response = await fetch(new URL(path, apiUrl), {
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
