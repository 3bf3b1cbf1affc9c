import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createVisitorReader } from './visitor.ts';

function request(peer: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage;
}

const SPOOF = {
  'x-forwarded-for': '10.0.0.9',
  'x-real-ip': '10.0.0.9',
  forwarded: 'for=10.0.0.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
};

describe('visitor', () => {
  it('trusts no forwarding header by default and writes its own', () => {
    const req = request('203.0.113.5', SPOOF);
    expect(createVisitorReader([])(req, false)).toEqual({ address: '203.0.113.5', https: false });
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'http' });
  });

  it('takes the address and scheme from a trusted proxy, the nearest untrusted hop', () => {
    const req = request('127.0.0.1', {
      'x-forwarded-for': '10.9.9.9, 198.51.100.7',
      'x-forwarded-proto': 'https',
    });
    expect(createVisitorReader(['loopback'])(req, false)).toEqual({
      address: '198.51.100.7',
      https: true,
    });
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('a configured https public address makes every visit HTTPS', () => {
    expect(createVisitorReader([])(request('203.0.113.5', {}), true).https).toBe(true);
  });
});
