import { startTwpgFake } from './twpg.ts';

/**
 * The TWPG simulator as a process of its own, for a local stack (the e2e tests, `npm start`
 * without a bank): `node apps/api/test/fakes/twpg-server.ts PORT MERCHANT`. The API points to it
 * with PAY_GATEWAY_URL=http://127.0.0.1:PORT/twpg and PAY_MERCHANT_ID=MERCHANT.
 */
const port = Number(process.argv[2] ?? 4001);
const merchant = process.argv[3] ?? 'LOCAL-SIMULATOR';
const fake = await startTwpgFake(merchant, port);
console.log(`TWPG simulator on ${fake.baseUrl} (merchant ${merchant}); no money moves`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
