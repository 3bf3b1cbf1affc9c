import { workerData } from 'node:worker_threads';

// The flood of bench/api-health-flood.ts on its own event loop: searches as fast as the API takes
// them, from one address or from a new address per request (a botnet), until told the time is up.
const { url, concurrency, untilMs, spread } = workerData as {
  url: string;
  concurrency: number;
  untilMs: number;
  spread: boolean;
};
const words = [
  'bmw',
  'колодки',
  'тормозные колодки',
  'x5',
  'масло',
  'шины',
  'лада веста',
  'фильтр',
];
let sent = 0;

async function lane(): Promise<void> {
  while (Date.now() < untilMs) {
    sent += 1;
    const address = spread
      ? `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`
      : '198.51.100.66';
    const query = encodeURIComponent(`${words[sent % words.length]} ${sent % 97}`);
    await fetch(`${url}/v1/search?holdingId=1&query=${query}`, {
      headers: { 'x-forwarded-for': address },
    })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
  }
}

await Promise.all(Array.from({ length: concurrency }, lane));
