import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurnsWithIo } from './client.ts';

// A statement long enough that a queue of them would hold the event loop for a while.
const SLOW = 'select count(*) from generate_series(1, 200000)';
const QUEUED = 12;

/** How many of a queue of statements finished before a timer set at the same moment ran. */
async function finishedBeforeTimer(client: PGlite): Promise<number> {
  let finished = 0;
  const queue = Array.from({ length: QUEUED }, () =>
    client.query(SLOW).then(() => (finished += 1)),
  );
  const seen = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
  await Promise.all(queue);
  return seen;
}

describe('PGlite statements take turns with I/O', () => {
  let plain: PGlite;
  let turning: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    turning = takeTurnsWithIo(await PGlite.create());
  });
  afterAll(async () => {
    await plain.close();
    await turning.close();
  });

  it('without turns a queue runs to its end before a timer (the starvation the turns prevent)', async () => {
    expect(await finishedBeforeTimer(plain)).toBe(QUEUED);
  });

  it('with turns the event loop runs between statements', async () => {
    expect(await finishedBeforeTimer(turning)).toBeLessThanOrEqual(2);
  });

  it('keeps results, errors and transactions as they were', async () => {
    expect((await turning.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await expect(turning.query('select * from no_such_table')).rejects.toThrow();
    await turning.exec('create table t (n int)');
    await expect(
      turning.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await turning.transaction(async (tx) => tx.query('insert into t values (2)'));
    expect((await turning.query('select n from t')).rows).toEqual([{ n: 2 }]);
  });
});
