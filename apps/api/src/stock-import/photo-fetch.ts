import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createWriteStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// A feed photo's bytes from the dealer's host to a spool file (decision 0073): http(s) only, no
// address inside our network (the feed is the dealer's text, its addresses are not to be trusted),
// a timeout for the whole photo and a size limit counted as the bytes arrive; never held in memory.

/** Why a photo was not taken, in Russian for the import's report. */
export class PhotoError extends Error {}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Tests only: the local fake image server is on 127.0.0.1. */
  allowPrivate: boolean;
}

const MAX_REDIRECTS = 3;

// Loopback, private, link-local, carrier NAT, multicast and reserved ranges: never fetched.
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

/** An address inside a private network or this machine (IPv4-mapped IPv6 counts as its IPv4). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const internalHost = (host: string) =>
  new PhotoError(`адрес ${host} ведёт во внутреннюю сеть, такие не скачиваются`);

// Every address the name resolves to is checked before the socket connects to it, so a name that
// resolves to a public address for the check and a private one for the request cannot slip by.
function guardedLookup(limits: FetchLimits): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!limits.allowPrivate && addresses.some((a) => isInternalAddress(a.address)))
        return callback(internalHost(hostname), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new PhotoError(`адрес ${hostname} не найден`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function request(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = get(
      url,
      {
        lookup: guardedLookup(limits),
        signal,
        headers: { accept: 'image/jpeg,image/png,image/webp,image/*;q=0.8' },
      },
      resolve,
    );
    req.on('error', reject);
  });
}

function checkedUrl(text: string, limits: FetchLimits): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PhotoError('адрес фото записан с ошибкой');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PhotoError('адрес фото должен начинаться с http:// или https://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !limits.allowPrivate && isInternalAddress(host)) throw internalHost(host);
  return url;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} МБ`;

/** Writes the photo at address to file; throws PhotoError with the reason when it cannot. */
export async function downloadPhoto(
  address: string,
  file: string,
  limits: FetchLimits,
  outer?: AbortSignal,
): Promise<void> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = outer ? AbortSignal.any([timeout, outer]) : timeout;
  try {
    let url = checkedUrl(address, limits);
    for (let hop = 0; ; hop += 1) {
      const response = await request(url, limits, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new PhotoError('слишком много перенаправлений');
        url = checkedUrl(new URL(location, url).href, limits);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new PhotoError(`сервер ответил ${status}`);
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        response.destroy();
        throw new PhotoError(`фото больше ${megabytes(limits.maxBytes)}`);
      }
      let total = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          if (total > limits.maxBytes)
            done(new PhotoError(`фото больше ${megabytes(limits.maxBytes)}`));
          else done(null, chunk);
        },
      });
      await pipeline(response, counter, createWriteStream(file), { signal });
      return;
    }
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    if (timeout.aborted)
      throw new PhotoError(`сервер не отдал фото за ${Math.round(limits.timeoutMs / 1000)} с`);
    if (outer?.aborted) throw new PhotoError('копирование фото остановлено');
    const cause = error as NodeJS.ErrnoException;
    throw new PhotoError(
      cause.code === 'ENOTFOUND'
        ? 'адрес не найден'
        : `не удалось скачать (${cause.code ?? cause.message})`,
    );
  }
}
