import type { StockImportCounts } from '../../schema/index.ts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { dealers, vehiclePrices, vehicles } from '../../schema/index.ts';
import { refusedCar, type ImportProblem, type MappedCar } from '../../../stock-import/mapping.ts';
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
type Existing = FeedValues & { id: number; photos: string[] };

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

const CHUNK = 1000;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const feedValues = (car: MappedCar): FeedValues =>
  Object.fromEntries(FEED_COLUMNS.map((key) => [key, car[key]])) as FeedValues;

const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

const changedColumns = (row: Existing, car: MappedCar) =>
  FEED_COLUMNS.filter((key) => !same(row[key], car[key]));

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

/**
 * Writes a dealer's feed in one transaction: new cars are added, changed ones updated (a price
 * change recorded with its date), the dealer's cars missing from the feed become sold. A feed that
 * would sell more than half of the dealer's stock changes nothing unless staff confirm it.
 */
export async function applyFeed(
  db: Db,
  dealer: ImportDealer,
  cars: readonly MappedCar[],
  mappingProblems: readonly ImportProblem[],
  { now, allowMassRemoval }: ApplyOptions,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const problems = [...mappingProblems];
    const reject = (car: MappedCar, reason: string) => problems.push(refusedCar(car, [reason]));

    // A VIN another dealer still sells is refused; one another dealer sold moves here.
    const vins = cars.flatMap((c) => (c.vin ? [c.vin] : []));
    const elsewhere = new Map<string, { id: number; status: string; dealer: string }>();
    for (const part of chunks(vins, 5000))
      for (const row of await tx
        .select({
          id: vehicles.id,
          vin: vehicles.vin,
          status: vehicles.status,
          dealer: dealers.nameRu,
        })
        .from(vehicles)
        .innerJoin(dealers, eq(dealers.id, vehicles.dealerId))
        .where(and(inArray(vehicles.vin, part), ne(vehicles.dealerId, dealer.id))))
        if (row.vin) elsewhere.set(row.vin, row);

    const existing = (await tx
      .select({
        id: vehicles.id,
        photos: vehicles.photos,
        ...Object.fromEntries(FEED_COLUMNS.map((k) => [k, vehicles[k]])),
      })
      .from(vehicles)
      .where(eq(vehicles.dealerId, dealer.id))) as Existing[];
    const byVin = new Map(existing.flatMap((r) => (r.vin ? [[r.vin, r] as const] : [])));
    const byFeedId = new Map(existing.flatMap((r) => (r.feedId ? [[r.feedId, r] as const] : [])));

    const toInsert: MappedCar[] = [];
    const toUpdate: { row: Existing; car: MappedCar }[] = [];
    const toMove: { id: number; car: MappedCar }[] = [];
    const seen = new Set<number>();
    const photos: PhotoWork[] = [];
    let unchanged = 0;
    for (const car of cars) {
      const other = car.vin ? elsewhere.get(car.vin) : undefined;
      if (other && other.status !== 'sold') {
        reject(car, `VIN уже есть в продаже у другого дилера: ${other.dealer}`);
        continue;
      }
      const row =
        (car.vin ? byVin.get(car.vin) : undefined) ??
        (car.feedId ? byFeedId.get(car.feedId) : undefined);
      if (row) {
        seen.add(row.id);
        if (changedColumns(row, car).length === 0) unchanged += 1;
        else toUpdate.push({ row, car });
        // A photo that failed last time is tried again; the site's copies are kept meanwhile.
        if (
          !same(row.photoSources, car.photoSources) ||
          row.photos.length < car.photoSources.length
        )
          photos.push(photoWorkOf(row.id, car));
      } else if (other) toMove.push({ id: other.id, car });
      else toInsert.push(car);
    }

    const active = existing.filter((r) => r.status !== 'sold');
    const toSell = active.filter((r) => !seen.has(r.id));
    const rejected = problems.filter((p) => p.level === 'rejected').length;
    const counts: StockImportCounts = {
      total: cars.length + mappingProblems.filter((p) => p.level === 'rejected').length,
      added: toInsert.length + toMove.length,
      updated: toUpdate.length,
      unchanged,
      sold: toSell.length,
      rejected,
      doubtful: problems.filter((p) => p.level === 'doubtful').length,
    };
    if (toSell.length * 2 > active.length && active.length > 0 && !allowMassRemoval)
      return {
        status: 'refused' as const,
        message: `Фид снял бы с продажи ${toSell.length} из ${active.length} машин дилера — больше половины. Ничего не изменено: проверьте фид или подтвердите снятие.`,
        counts,
        problems,
      };

    const base = { holdingId: dealer.holdingId, cityCode: dealer.cityCode, dealerId: dealer.id };
    for (const part of chunks(toInsert)) {
      const ids = await tx
        .insert(vehicles)
        .values(
          part.map((car) => ({ ...base, ...feedValues(car), createdAt: now, updatedAt: now })),
        )
        .returning({ id: vehicles.id, price: vehicles.price, disprice: vehicles.disprice });
      // Rows come back in the order of the values.
      part.forEach((car, i) => {
        const id = ids[i]?.id;
        if (id !== undefined && car.photoSources.length > 0) photos.push(photoWorkOf(id, car));
      });
      await tx.insert(vehiclePrices).values(
        ids.map((r) => ({
          vehicleId: r.id,
          price: r.price,
          disprice: r.disprice,
          changedAt: now,
        })),
      );
    }

    const newPrices: (typeof vehiclePrices.$inferInsert)[] = [];
    for (const { row, car } of toUpdate) {
      const priceChanged = row.price !== car.price || row.disprice !== car.disprice;
      await tx
        .update(vehicles)
        .set({
          ...feedValues(car),
          ...(priceChanged ? { priceDroppedAt: car.disprice < row.disprice ? now : null } : {}),
          // Photos the feed no longer names go at once; new ones come with the photo step.
          ...(car.photoSources.length === 0 ? { photos: [] } : {}),
          updatedAt: now,
        })
        .where(eq(vehicles.id, row.id));
      if (priceChanged)
        newPrices.push({
          vehicleId: row.id,
          price: car.price,
          disprice: car.disprice,
          changedAt: now,
        });
    }

    // A car another dealer sold, now sold here: a new listing, its old prices dropped.
    for (const { id, car } of toMove) {
      await tx
        .update(vehicles)
        .set({
          ...base,
          ...feedValues(car),
          photos: [],
          priceDroppedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .where(eq(vehicles.id, id));
      if (car.photoSources.length > 0) photos.push(photoWorkOf(id, car));
      await tx.delete(vehiclePrices).where(eq(vehiclePrices.vehicleId, id));
      newPrices.push({ vehicleId: id, price: car.price, disprice: car.disprice, changedAt: now });
    }
    for (const part of chunks(newPrices)) await tx.insert(vehiclePrices).values(part);

    for (const part of chunks(
      toSell.map((r) => r.id),
      5000,
    ))
      await tx
        .update(vehicles)
        .set({ status: 'sold', updatedAt: now })
        .where(inArray(vehicles.id, part));

    return { status: 'applied' as const, counts, problems, photos };
  });
}
