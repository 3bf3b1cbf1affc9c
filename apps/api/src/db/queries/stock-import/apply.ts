import { and, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Db } from '../../client.ts';
import { dealers, vehiclePrices, vehicles, type StockImportCounts } from '../../schema/index.ts';
import { refusedCar, type ImportProblem, type MappedCar } from '../../../stock-import/mapping.ts';
import { rowsOf } from '../catalog/raw.ts';
import type { ImportDealer } from './catalogue.ts';

/** The columns a feed sets; a car whose values all match its row is unchanged. */
const FEED_COLUMNS = [
  'vin',
  'feedId',
  'brandId',
  'modelId',
  'category',
  'transportType',
  'isCommercial',
  'isElectric',
  'condition',
  'status',
  'modification',
  'equipment',
  'options',
  'year',
  'price',
  'disprice',
  'discountCredit',
  'discountTradeIn',
  'discountInsurance',
  'mileage',
  'bodyType',
  'motoClass',
  'commercialType',
  'color',
  'colorHex',
  'colorGroup',
  'country',
  'driveType',
  'engineType',
  'engineVolume',
  'power',
  'gearType',
  'owners',
  'photoSources',
  'description',
] as const satisfies readonly (keyof MappedCar & keyof typeof vehicles.$inferSelect)[];

type FeedColumn = (typeof FEED_COLUMNS)[number];
type FeedValues = Pick<MappedCar, FeedColumn>;
type Existing = FeedValues & { id: number; photos: string[]; priceDroppedAt: Date | null };

/** A car whose feed photos are to be copied into the file store once the import is written. */
export interface PhotoWork {
  vehicleId: number;
  line: number;
  vin: string | null;
  feedId: string | null;
  title: string;
  sources: string[];
}

const photoWorkOf = (vehicleId: number, car: MappedCar): PhotoWork => ({
  vehicleId,
  line: car.line,
  vin: car.vin,
  feedId: car.feedId,
  title: car.title,
  sources: car.photoSources,
});

/** Cars read from the spool and written per statement: bounded memory, few round trips. */
export const APPLY_BATCH = 500;

const feedValues = (car: MappedCar): FeedValues =>
  Object.fromEntries(FEED_COLUMNS.map((key) => [key, car[key]])) as FeedValues;

const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

const changedColumns = (row: Existing, car: MappedCar) =>
  FEED_COLUMNS.filter((key) => !same(row[key], car[key]));

const COLUMNS = getTableColumns(vehicles);
type VehicleKey = keyof typeof COLUMNS;

/**
 * Rows handed to PostgreSQL as one JSON parameter and read back as a table:
 * `jsonb_to_recordset($1) as d("brandId" integer, ...)`, typed by the schema's columns. One
 * statement then inserts or updates hundreds of cars, with one parameter instead of one per value
 * (the same on PGlite and node-postgres). The keys are our column names, never the feed's.
 */
function recordset(rows: readonly Record<string, unknown>[], keys: readonly VehicleKey[]): SQL {
  const types = keys.map((key) => `"${key}" ${COLUMNS[key].getSQLType()}`).join(', ');
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(${sql.raw(types)})`;
}

const columnName = (key: VehicleKey) => `"${toSnakeCase(key)}"`;

/** Inserts cars as new rows; answers their ids by VIN or feed id (each car has one of them). */
async function insertCars(
  tx: Db,
  rows: readonly Record<string, unknown>[],
  keys: readonly VehicleKey[],
): Promise<{ id: number; vin: string | null; feedId: string | null }[]> {
  if (rows.length === 0) return [];
  const inserted = await rowsOf<{ id: number; vin: string | null; feed_id: string | null }>(
    tx,
    sql`
    insert into vehicles (${sql.raw(keys.map(columnName).join(', '))})
    select ${sql.raw(keys.map((key) => `d."${key}"`).join(', '))} from ${recordset(rows, keys)}
    returning id, vin, feed_id`,
  );
  return inserted.map((r) => ({ id: r.id, vin: r.vin, feedId: r.feed_id }));
}

/** Sets the given columns of existing rows (each row's `id` says which), one statement. */
async function updateCars(
  tx: Db,
  rows: readonly Record<string, unknown>[],
  keys: readonly VehicleKey[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update vehicles v set ${sql.raw(keys.map((key) => `${columnName(key)} = d."${key}"`).join(', '))}
    from ${recordset(rows, ['id', ...keys])}
    where v.id = d."id"`);
}

const FEED_KEYS: readonly VehicleKey[] = FEED_COLUMNS;
const INSERT_KEYS: readonly VehicleKey[] = [
  'holdingId',
  'cityCode',
  'dealerId',
  ...FEED_KEYS,
  'createdAt',
  'updatedAt',
];
const UPDATE_KEYS: readonly VehicleKey[] = [...FEED_KEYS, 'priceDroppedAt', 'photos', 'updatedAt'];
const MOVE_KEYS: readonly VehicleKey[] = [...INSERT_KEYS, 'priceDroppedAt', 'photos'];

export type ApplyOutcome =
  | {
      status: 'applied';
      counts: StockImportCounts;
      problems: ImportProblem[];
      /** Cars with feed photos not yet in the file store (new, changed, or failed last time). */
      photos: PhotoWork[];
    }
  | { status: 'refused'; message: string; counts: StockImportCounts; problems: ImportProblem[] };

export interface ApplyOptions {
  now: Date;
  /** Staff confirmed that more than half of the dealer's stock leaves the site. */
  allowMassRemoval: boolean;
}

/** The feed's cars, read in batches, and the keys of all of them (for the safety stop). */
export interface FeedCars {
  /** How many cars the batches hold. */
  count: number;
  batches(size: number): AsyncIterable<MappedCar[]>;
  /** Whether some car of the feed has this VIN or this feed id. */
  names(vin: string | null, feedId: string | null): boolean;
}

/** The cars of an array, for tests and small feeds. */
export function feedCarsOf(cars: readonly MappedCar[]): FeedCars {
  const vins = new Set(cars.map((c) => c.vin));
  const ids = new Set(cars.map((c) => c.feedId));
  return {
    count: cars.length,
    async *batches(size) {
      for (let i = 0; i < cars.length; i += size) yield cars.slice(i, i + size);
    },
    names: (vin, feedId) => (vin !== null && vins.has(vin)) || (feedId !== null && ids.has(feedId)),
  };
}

/** Why the transaction was rolled back: the feed would sell too much (found after the writes). */
class MassRemoval extends Error {
  readonly outcome: ApplyOutcome & { status: 'refused' };
  constructor(outcome: ApplyOutcome & { status: 'refused' }) {
    super(outcome.message);
    this.outcome = outcome;
  }
}

const massRemovalMessage = (sold: number, active: number) =>
  `Фид снял бы с продажи ${sold} из ${active} машин дилера — больше половины. Ничего не изменено: проверьте фид или подтвердите снятие.`;

/**
 * Writes a dealer's feed in one transaction: new cars are added, changed ones updated (a price
 * change recorded with its date), the dealer's cars missing from the feed become sold. A feed that
 * would sell more than half of the dealer's stock changes nothing unless staff confirm it.
 *
 * The cars come in batches (from the spool, decision 0073's addendum): each batch is looked up,
 * compared and written with a few multi-row statements, so neither the feed nor the dealer's stock
 * is held whole; what is held is the stock's keys (id, VIN, feed id, status) and the ids seen.
 */
export async function applyFeed(
  db: Db,
  dealer: ImportDealer,
  cars: FeedCars,
  mappingProblems: readonly ImportProblem[],
  { now, allowMassRemoval }: ApplyOptions,
): Promise<ApplyOutcome> {
  const mappingRejected = mappingProblems.filter((p) => p.level === 'rejected').length;
  try {
    return await db.transaction(async (tx) => {
      const problems = [...mappingProblems];
      const reject = (car: MappedCar, reason: string) => problems.push(refusedCar(car, [reason]));

      // The dealer's stock by its keys; the rest of a row is read when a feed car names it.
      const stock = await tx
        .select({
          id: vehicles.id,
          vin: vehicles.vin,
          feedId: vehicles.feedId,
          status: vehicles.status,
        })
        .from(vehicles)
        .where(eq(vehicles.dealerId, dealer.id));
      const active = stock.filter((r) => r.status !== 'sold');
      const countsOf = (
        c: Omit<StockImportCounts, 'total' | 'rejected' | 'doubtful'>,
      ): StockImportCounts => ({
        total: cars.count + mappingRejected,
        ...c,
        rejected: problems.filter((p) => p.level === 'rejected').length,
        doubtful: problems.filter((p) => p.level === 'doubtful').length,
      });
      // The safety stop before any write: a car the feed names by neither VIN nor id is sold for
      // sure (the exact count, known after the comparison, can only be higher). Such a feed is
      // still compared, for its report's counts, but nothing is written.
      const surelySold = active.filter((r) => !cars.names(r.vin, r.feedId)).length;
      const dry = surelySold * 2 > active.length && !allowMassRemoval;
      const byVin = new Map(stock.flatMap((r) => (r.vin ? [[r.vin, r] as const] : [])));
      const byFeedId = new Map(stock.flatMap((r) => (r.feedId ? [[r.feedId, r] as const] : [])));
      const seen = new Set<number>();
      const photos: PhotoWork[] = [];
      const base = { holdingId: dealer.holdingId, cityCode: dealer.cityCode, dealerId: dealer.id };
      let [added, updated, unchanged] = [0, 0, 0];

      for await (const batch of cars.batches(APPLY_BATCH)) {
        // A VIN another dealer still sells is refused; one another dealer sold moves here.
        const otherVins = batch.flatMap((car) => (car.vin && !byVin.has(car.vin) ? [car.vin] : []));
        const elsewhere = new Map<string, { id: number; status: string; dealer: string }>();
        if (otherVins.length > 0)
          for (const row of await tx
            .select({
              id: vehicles.id,
              vin: vehicles.vin,
              status: vehicles.status,
              dealer: dealers.nameRu,
            })
            .from(vehicles)
            .innerJoin(dealers, eq(dealers.id, vehicles.dealerId))
            .where(and(inArray(vehicles.vin, otherVins), ne(vehicles.dealerId, dealer.id))))
            if (row.vin) elsewhere.set(row.vin, row);

        // A car is its dealer's row by VIN, else by feed id; a row is one car's only.
        const own = batch.map((car) => {
          const other = car.vin ? elsewhere.get(car.vin) : undefined;
          if (other && other.status !== 'sold') return undefined;
          const row =
            (car.vin ? byVin.get(car.vin) : undefined) ??
            (car.feedId ? byFeedId.get(car.feedId) : undefined);
          if (!row || seen.has(row.id)) return undefined;
          seen.add(row.id);
          return row.id;
        });
        const ownIds = own.filter((id) => id !== undefined);
        const rows = new Map<number, Existing>();
        if (ownIds.length > 0)
          for (const row of (await tx
            .select({
              id: vehicles.id,
              photos: vehicles.photos,
              priceDroppedAt: vehicles.priceDroppedAt,
              ...Object.fromEntries(FEED_COLUMNS.map((k) => [k, vehicles[k]])),
            })
            .from(vehicles)
            .where(inArray(vehicles.id, ownIds))) as Existing[])
            rows.set(row.id, row);
        const inserts: MappedCar[] = [];
        const updates: Record<string, unknown>[] = [];
        const moves: Record<string, unknown>[] = [];
        const movedIds: number[] = [];
        const prices: (typeof vehiclePrices.$inferInsert)[] = [];
        batch.forEach((car, i) => {
          const ownId = own[i];
          const row = ownId === undefined ? undefined : rows.get(ownId);
          if (row) {
            if (changedColumns(row, car).length === 0) unchanged += 1;
            else {
              updated += 1;
              const priceChanged = row.price !== car.price || row.disprice !== car.disprice;
              updates.push({
                id: row.id,
                ...feedValues(car),
                priceDroppedAt: priceChanged
                  ? car.disprice < row.disprice
                    ? now
                    : null
                  : row.priceDroppedAt,
                // Photos the feed no longer names go at once; new ones come with the photo step.
                photos: car.photoSources.length === 0 ? [] : row.photos,
                updatedAt: now,
              });
              if (priceChanged)
                prices.push({
                  vehicleId: row.id,
                  price: car.price,
                  disprice: car.disprice,
                  changedAt: now,
                });
            }
            // A photo that failed last time is tried again; the site's copies are kept meanwhile.
            if (
              !same(row.photoSources, car.photoSources) ||
              row.photos.length < car.photoSources.length
            )
              photos.push(photoWorkOf(row.id, car));
            return;
          }
          const other = car.vin ? elsewhere.get(car.vin) : undefined;
          if (other && other.status !== 'sold') {
            reject(car, `VIN уже есть в продаже у другого дилера: ${other.dealer}`);
            return;
          }
          if (other) {
            // A car another dealer sold, now sold here: a new listing, its old prices dropped.
            added += 1;
            moves.push({
              id: other.id,
              ...base,
              ...feedValues(car),
              photos: [],
              priceDroppedAt: null,
              createdAt: now,
              updatedAt: now,
            });
            movedIds.push(other.id);
            if (car.photoSources.length > 0) photos.push(photoWorkOf(other.id, car));
            prices.push({
              vehicleId: other.id,
              price: car.price,
              disprice: car.disprice,
              changedAt: now,
            });
            return;
          }
          added += 1;
          inserts.push(car);
        });

        if (dry) continue;
        // Updates first: a row that gave up its feed id or VIN frees it for a new car.
        await updateCars(tx, updates, UPDATE_KEYS);
        if (movedIds.length > 0) {
          await tx.delete(vehiclePrices).where(inArray(vehiclePrices.vehicleId, movedIds));
          await updateCars(tx, moves, MOVE_KEYS);
        }
        const insertedIds = await insertCars(
          tx,
          inserts.map((car) => ({ ...base, ...feedValues(car), createdAt: now, updatedAt: now })),
          INSERT_KEYS,
        );
        const idByVin = new Map(
          insertedIds.flatMap((r) => (r.vin ? [[r.vin, r.id] as const] : [])),
        );
        const idByFeedId = new Map(
          insertedIds.flatMap((r) => (r.feedId ? [[r.feedId, r.id] as const] : [])),
        );
        for (const car of inserts) {
          const id =
            (car.vin ? idByVin.get(car.vin) : undefined) ?? idByFeedId.get(car.feedId ?? '');
          if (id === undefined) throw new Error(`inserted car of line ${car.line} not returned`);
          // Every car gets its first price when added.
          prices.push({ vehicleId: id, price: car.price, disprice: car.disprice, changedAt: now });
          if (car.photoSources.length > 0) photos.push(photoWorkOf(id, car));
        }
        if (prices.length > 0) await tx.insert(vehiclePrices).values(prices);
      }

      const toSell = active.filter((r) => !seen.has(r.id)).map((r) => r.id);
      const counts = countsOf({ added, updated, unchanged, sold: toSell.length });
      if (toSell.length * 2 > active.length && !allowMassRemoval) {
        const refused = {
          status: 'refused' as const,
          message: massRemovalMessage(toSell.length, active.length),
          counts,
          problems,
        };
        // Found only now (cars the feed names but could not match): what was written is undone.
        if (dry) return refused;
        throw new MassRemoval(refused);
      }
      for (let i = 0; i < toSell.length; i += 5000)
        await tx
          .update(vehicles)
          .set({ status: 'sold', updatedAt: now })
          .where(inArray(vehicles.id, toSell.slice(i, i + 5000)));

      return { status: 'applied' as const, counts, problems, photos };
    });
  } catch (error) {
    if (error instanceof MassRemoval) return error.outcome;
    throw error;
  }
}
