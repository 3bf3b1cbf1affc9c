import { CATEGORY_HOLDINGS } from '@dealer/domain';
import type { Db } from '../db/client.ts';
import { applyFeed, type FeedCars, type PhotoWork } from '../db/queries/stock-import/apply.ts';
import { loadCatalogueRows, type ImportDealer } from '../db/queries/stock-import/catalogue.ts';
import { saveImport } from '../db/queries/stock-import/reports.ts';
import type { StockImportCounts } from '../db/schema/index.ts';
import { CarSpool } from './car-spool.ts';
import { catalogueOf } from './catalogue.ts';
import type { FeedFormat } from './formats.ts';
import { mapAd, refusedCar, type ImportProblem } from './mapping.ts';
import type { PhotoQueue } from './photos.ts';
import { readFeed } from './read-feed.ts';
import { FeedError, type FeedSource } from './xml-records.ts';

/**
 * The embedded PGlite as the import CLI opens it: PostgreSQL's shared buffers at 16 MB instead of
 * the data folder's 128 MB. PGlite's shared memory lives in its WebAssembly heap and is all
 * resident once started (the CLI's RSS before reading a byte: ~300 MB with 128 MB, ~180 MB with
 * 16 MB); pages beyond it are read from the data folder's files (decision 0073's addendum).
 */
export const IMPORT_PGLITE_SETTINGS = { shared_buffers: '16MB' } as const;

export interface ImportRequest {
  dealer: ImportDealer;
  source: FeedSource;
  /** The file name or address, for the report. */
  sourceName: string;
  now: () => Date;
  allowMassRemoval?: boolean;
  staffId?: number | null;
  /** Where the cars' feed photos go to be copied once the import is written (decision 0073). */
  photos?: PhotoQueue;
  /** Told when the feed has been read and mapped, and when it has been written (the CLI's timings). */
  onPhase?: (phase: 'mapped' | 'written') => void;
}

export interface ImportReport {
  id: number;
  dealer: { id: number; code: string; name: string };
  source: string;
  format: FeedFormat | null;
  status: 'applied' | 'refused';
  message: string | null;
  counts: StockImportCounts;
  problems: ImportProblem[];
  startedAt: Date;
  finishedAt: Date;
}

const NO_COUNTS: StockImportCounts = {
  total: 0,
  added: 0,
  updated: 0,
  unchanged: 0,
  sold: 0,
  rejected: 0,
  doubtful: 0,
};

/**
 * The cars of a feed mapped, each refused car with its reasons; a VIN or id seen twice is refused.
 * The cars taken go to the spool as they are read; what stays in memory is the problems and the
 * keys of the feed (each VIN and id with its line), for the duplicates and the safety stop.
 */
async function mapFeed(request: ImportRequest, db: Db, spool: CarSpool) {
  const rows = await loadCatalogueRows(db);
  const catalogue = catalogueOf(rows.brands, rows.models);
  const now = request.now();
  const problems: ImportProblem[] = [];
  const lineOfKey = new Map<string, number>();
  /** The keys of the cars taken (a refused car's keys sell nothing). */
  const taken = new Set<string>();
  const holding = request.dealer.holdingId as 1 | 2;
  const format = await readFeed(request.source, async (ad) => {
    const { car, problem } = mapAd(ad, catalogue, now);
    if (!car) {
      if (problem) problems.push(problem);
      return;
    }
    const reasons: string[] = [];
    if (!CATEGORY_HOLDINGS[car.category].includes(holding))
      reasons.push(`раздела «${car.category}» нет на сайте этого дилера`);
    const keys = [car.vin && `vin:${car.vin}`, car.feedId && `id:${car.feedId}`];
    for (const key of keys) {
      if (!key) continue;
      const first = lineOfKey.get(key);
      if (first !== undefined)
        reasons.push(
          `${key.startsWith('vin:') ? 'VIN' : 'номер объявления'} повторяет машину из строки ${first}`,
        );
      else lineOfKey.set(key, car.line);
    }
    if (reasons.length > 0)
      problems.push(refusedCar(car, [...reasons, ...(problem?.reasons ?? [])]));
    else {
      for (const key of keys) if (key) taken.add(key);
      await spool.add(car);
      if (problem) problems.push(problem);
    }
  });
  const cars: FeedCars = {
    count: spool.count,
    batches: (size) => spool.batches(size),
    names: (vin, feedId) =>
      (vin !== null && taken.has(`vin:${vin}`)) || (feedId !== null && taken.has(`id:${feedId}`)),
  };
  return { format, cars, problems };
}

/**
 * Imports one feed for one dealer: reads it as it streams, maps and checks each car, writes the
 * dealer's stock in one transaction and keeps the report. A feed that cannot be read, or that would
 * sell more than half of the dealer's stock, changes nothing; its report says why.
 */
export async function importFeed(db: Db, request: ImportRequest): Promise<ImportReport> {
  const startedAt = request.now();
  let outcome: Omit<ImportReport, 'id' | 'dealer' | 'source' | 'startedAt' | 'finishedAt'>;
  let photoWork: PhotoWork[] = [];
  const spool = new CarSpool();
  try {
    const { format, cars, problems } = await mapFeed(request, db, spool);
    request.onPhase?.('mapped');
    const applied = await applyFeed(db, request.dealer, cars, problems, {
      now: request.now(),
      allowMassRemoval: request.allowMassRemoval ?? false,
    });
    request.onPhase?.('written');
    outcome = {
      format,
      status: applied.status,
      message: applied.status === 'refused' ? applied.message : null,
      counts: applied.counts,
      problems: applied.problems.sort((a, b) => a.line - b.line),
    };
    if (applied.status === 'applied') photoWork = applied.photos;
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    outcome = {
      format: null,
      status: 'refused',
      message: `${error.message}${error.line ? ` (строка ${error.line})` : ''}. Ничего не изменено.`,
      counts: NO_COUNTS,
      problems: [],
    };
  } finally {
    await spool.dispose();
  }
  const finishedAt = request.now();
  const { dealer } = request;
  const id = await saveImport(db, {
    dealerId: dealer.id,
    source: request.sourceName,
    format: outcome.format,
    status: outcome.status,
    message: outcome.message,
    counts: outcome.counts,
    problems: outcome.problems,
    staffId: request.staffId ?? null,
    startedAt,
    finishedAt,
  });
  // The photos are fetched after the transaction and the report: a slow photo host holds neither.
  if (outcome.status === 'applied') request.photos?.enqueue(id, photoWork);
  return {
    id,
    dealer: { id: dealer.id, code: dealer.code, name: dealer.name },
    source: request.sourceName,
    startedAt,
    finishedAt,
    ...outcome,
  };
}
