import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CarSpool } from './car-spool.ts';
import type { MappedCar } from './mapping.ts';

const car = (line: number) =>
  ({
    line,
    title: `Машина «${line}»\nс переводом строки`,
    vin: null,
    feedId: `id-${line}`,
    photoSources: [`https://img.example.test/${line}.jpg`],
    description: 'х'.repeat(3000),
  }) as unknown as MappedCar;

const spoolDirs = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith('stock-import-'));

describe('CarSpool', () => {
  it('gives the cars back in order, in batches of the size asked, and leaves no file', async () => {
    const before = await spoolDirs();
    const spool = new CarSpool();
    // Past the 1 MB flush, so part of the cars is on disk and part pending when read.
    for (let line = 1; line <= 1001; line += 1) await spool.add(car(line));
    expect(spool.count).toBe(1001);
    const sizes: number[] = [];
    const lines: number[] = [];
    for await (const batch of spool.batches(400)) {
      sizes.push(batch.length);
      lines.push(...batch.map((c) => c.line));
    }
    expect(sizes).toEqual([400, 400, 201]);
    expect(lines).toEqual(Array.from({ length: 1001 }, (_, i) => i + 1));
    // Read twice (a refused feed is compared, then nothing more): the same cars again.
    let again = 0;
    for await (const batch of spool.batches(1000)) again += batch.length;
    expect(again).toBe(1001);
    const [first] = await spool
      .batches(1)
      .next()
      .then((r) => r.value ?? []);
    expect(first).toEqual(car(1));
    const created = (await spoolDirs()).filter((name) => !before.includes(name));
    expect(created).toHaveLength(1);
    await spool.dispose();
    expect(existsSync(`${tmpdir()}/${created[0]}`)).toBe(false);
    await spool.dispose();
  });

  it('reads nothing from an empty spool and creates no file', async () => {
    const before = await spoolDirs();
    const spool = new CarSpool();
    const batches = [];
    for await (const batch of spool.batches(10)) batches.push(batch);
    expect(batches).toEqual([]);
    expect(await spoolDirs()).toEqual(before);
    await spool.dispose();
  });
});
