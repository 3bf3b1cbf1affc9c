import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

// Headers through which a client names its address, host or scheme; only a trusted proxy may.
const FORWARDING = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
];

export interface Visitor {
  address: string;
  https: boolean;
}

/**
 * Reads who the visitor is (address, and whether the page was asked over HTTPS) and rewrites the
 * request's forwarding headers to say only that: what a client wrote itself never reaches the
 * pages or the API. The scheme is HTTPS when the public address is, or a trusted proxy says so.
 */
export function createVisitorReader(trust: string[]) {
  const trusted = trust.length > 0 ? proxyaddr.compile(trust) : () => false;
  return function visitorOf(req: IncomingMessage, publicHttps: boolean): Visitor {
    const peer = req.socket.remoteAddress ?? '';
    const fromProxy = trusted(peer, 0);
    const address = fromProxy ? proxyaddr(req, trusted) : peer;
    const proto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase();
    const https = publicHttps || (fromProxy && proto === 'https');
    for (const name of FORWARDING) delete req.headers[name];
    req.headers['x-forwarded-for'] = address;
    req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
    return { address, https };
  };
}
