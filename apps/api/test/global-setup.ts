import { noData, prepareSnapshot } from './seeded-db.ts';

// Migrates the snapshot every API test file copies once, before the files start (decision 0034):
// no test hook waits on it, and parallel files never build it twice. The seeded catalogue snapshot
// is built by the first file that asks for it.
export default async function setup(): Promise<void> {
  await prepareSnapshot('migrated', noData);
}
