import { createReadStream } from 'node:fs';
import { FeedError, type FeedSource } from './xml-records.ts';

/** The largest feed taken: a dealer group's whole stock with long descriptions fits many times. */
export const FEED_MAX_BYTES = 200 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 120_000;

/** Passes bytes on and stops the feed once it has brought more than the limit. */
export async function* capped(source: FeedSource, limit = FEED_MAX_BYTES): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > limit)
      throw new FeedError(`Фид больше ${Math.round(limit / 1024 / 1024)} МБ: не принимается`);
    yield bytes;
  }
}

/** A feed's bytes from an http(s) address, with a timeout; an error status refuses it. */
export async function* fetchFeed(url: string): AsyncGenerator<Buffer> {
  if (!/^https?:\/\//i.test(url))
    throw new FeedError('Адрес фида должен начинаться с http:// или https://');
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch (error) {
    throw new FeedError(`Фид не скачался: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body)
    throw new FeedError(`Фид не скачался: сервер ответил ${response.status}`);
  for await (const chunk of response.body) yield Buffer.from(chunk);
}

/** A file path or an address, as the CLI is given it. */
export function openFeed(fileOrUrl: string): FeedSource {
  return capped(
    /^https?:\/\//i.test(fileOrUrl)
      ? fetchFeed(fileOrUrl)
      : createReadStream(fileOrUrl, { highWaterMark: 256 * 1024 }),
  );
}
