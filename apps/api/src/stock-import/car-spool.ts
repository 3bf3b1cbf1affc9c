import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { MappedCar } from './mapping.ts';

/** Bytes of cars gathered before they are appended to the spool file. */
const FLUSH_BYTES = 1024 * 1024;

/**
 * A feed's mapped cars kept on disk between the read and the write (decision 0073, addendum): one
 * JSON line per car in a file of its own under the system's temporary folder, read back in batches
 * inside the import's transaction. A 20,000-car feed is never held in memory as cars (~130 MB of
 * heap before), and the transaction still starts only once the whole feed has been read, so a slow
 * upload holds no lock on the stock.
 */
export class CarSpool {
  private file: FileHandle | null = null;
  private dir = '';
  private pending: string[] = [];
  private pendingBytes = 0;
  /** Cars written so far. */
  count = 0;

  private async handle(): Promise<FileHandle> {
    if (!this.file) {
      this.dir = await mkdtemp(path.join(tmpdir(), 'stock-import-'));
      this.file = await open(path.join(this.dir, 'cars.ndjson'), 'w+');
    }
    return this.file;
  }

  async add(car: MappedCar): Promise<void> {
    const line = `${JSON.stringify(car)}\n`;
    this.pending.push(line);
    this.pendingBytes += line.length;
    this.count += 1;
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    await (await this.handle()).write(text);
  }

  /** The cars in the order they were added, `size` at a time. */
  async *batches(size: number): AsyncGenerator<MappedCar[]> {
    await this.flush();
    if (!this.file) return;
    const lines = createInterface({
      input: this.file.createReadStream({ start: 0, autoClose: false }),
      crlfDelay: Infinity,
    });
    let batch: MappedCar[] = [];
    for await (const line of lines) {
      if (!line) continue;
      batch.push(JSON.parse(line) as MappedCar);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  /** Removes the file; safe to call twice. */
  async dispose(): Promise<void> {
    const { file, dir } = this;
    this.file = null;
    this.pending = [];
    await file?.close().catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
