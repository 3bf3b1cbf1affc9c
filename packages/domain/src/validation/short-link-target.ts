import { DEFAULT_HOST_MAP, type HostMap } from '../holdings/host-map.ts';
import type { HoldingId } from '../holdings.ts';

export const SHORT_LINK_MESSAGES = {
  empty: 'Укажите адрес страницы',
  tooLong: 'Слишком длинный адрес страницы',
  invalid: 'Некорректный адрес страницы',
  foreign: 'Короткую ссылку можно сделать только на страницу этого сайта',
  alreadyShort: 'Это уже короткая ссылка',
} as const;

export const SHORT_LINK_MAX_LENGTH = 2048;

export type ShortLinkTarget = { ok: true; path: string } | { ok: false; message: string };

const BASE = 'https://site.invalid';

/**
 * The page a short link of this holding may lead to: a path of the site, or a full address on one
 * of the holding's own hosts. The answer is the path (with query and fragment), so a full address
 * and its path give the same link; other hosts, other schemes and links to links are refused.
 */
export function shortLinkTarget(
  input: string,
  holdingId: HoldingId,
  hostMap: HostMap = DEFAULT_HOST_MAP,
): ShortLinkTarget {
  const text = input.trim();
  const fail = (message: string): ShortLinkTarget => ({ ok: false, message });
  if (text === '') return fail(SHORT_LINK_MESSAGES.empty);
  if (text.length > SHORT_LINK_MAX_LENGTH) return fail(SHORT_LINK_MESSAGES.tooLong);
  // Whitespace, control characters and backslashes: browsers read them in ways a check cannot trust.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(text)) return fail(SHORT_LINK_MESSAGES.invalid);
  if (text.startsWith('//')) return fail(SHORT_LINK_MESSAGES.foreign);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (!absolute && !text.startsWith('/')) return fail(SHORT_LINK_MESSAGES.invalid);
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return fail(SHORT_LINK_MESSAGES.invalid);
  }
  if (absolute) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return fail(SHORT_LINK_MESSAGES.foreign);
    if (url.username || url.password) return fail(SHORT_LINK_MESSAGES.foreign);
    const host = url.hostname.replace(/\.$/, '');
    if (!Object.hasOwn(hostMap, host) || hostMap[host] !== holdingId)
      return fail(SHORT_LINK_MESSAGES.foreign);
  }
  if (/^\/sl(\/|$)/i.test(url.pathname)) return fail(SHORT_LINK_MESSAGES.alreadyShort);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.length > SHORT_LINK_MAX_LENGTH) return fail(SHORT_LINK_MESSAGES.tooLong);
  return { ok: true, path };
}
