// What the server refuses before a request reaches the cache, the proxy or React Router: a broken
// Host, a method the site does not speak, a request target that is not a local path.

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** The host name (lower case, no port) of a well-formed Host header, else null. */
export function hostName(header: string | undefined): string | null {
  const match = HOST.exec(header ?? '');
  if (!match?.[1] || (match[2] !== undefined && Number(match[2]) > 65535)) return null;
  return match[1].toLowerCase();
}

/** Why the request is refused, or null when it may go on. */
export function refusal(method: string | undefined, target: string, host: string | undefined) {
  if (!METHODS.includes(method ?? '')) {
    return {
      status: 405,
      message: 'Метод запроса не поддерживается',
      headers: { allow: METHODS.join(', ') },
    } satisfies Refusal;
  }
  if (!target.startsWith('/'))
    return { status: 400, message: 'Некорректный адрес запроса' } satisfies Refusal;
  if (hostName(host) === null)
    return { status: 400, message: 'Некорректный заголовок Host' } satisfies Refusal;
  return null;
}

/**
 * A target starting with several slashes or a backslash («//evil.example/x», «/\evil.example»)
 * reads as another host to a browser once it lands in a Location header: the local path it
 * collapses to, or null when the target is already plain.
 */
export function collapsedTarget(target: string): string | null {
  const lead = /^[/\\]+/.exec(target)?.[0] ?? '';
  return lead === '/' ? null : '/' + target.slice(lead.length);
}
