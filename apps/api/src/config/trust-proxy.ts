import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

// TRUST_PROXY: true/false, or addresses and proxy-addr names ('loopback, 10.0.0.0/8').
export function trustProxyOf(value: string): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === 'true') return () => true;
  if (trimmed === 'false') return () => false;
  const list = trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return proxyAddr.compile(list);
}
