import { isIP } from 'node:net';
import type { Geolocation } from './types.ts';

// 127.0.0.0/8, ::1 and the IPv4-mapped loopback: the developer's own machine.
export function isLoopback(ip: string): boolean {
  const bare = ip.replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return ip === '::1';
}

// Development stand-in: a visitor on this machine is in Moscow; nobody else is known; no suggestions.
export function createDevGeolocation(): Geolocation {
  return {
    name: 'development',
    async locateIp(ip) {
      if (!isLoopback(ip)) return null;
      return { value: 'г Москва', city: 'Москва', region_with_type: 'г Москва' };
    },
    async suggestAddress() {
      return [];
    },
  };
}
