import type { Adviser, Dealer } from '@dealer/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  brands,
  cities,
  dealerBrands,
  dealerDepartments,
  dealers,
  employees,
} from '../../schema/index.ts';

export type DealerWithLinks = Dealer & { holdingId: number };

// A holding's active dealers with their makes and departments, in display order.
export async function holdingDealers(db: Db, holdingId: number): Promise<DealerWithLinks[]> {
  const rows = await db
    .select({ dealer: dealers, cityName: cities.name })
    .from(dealers)
    .innerJoin(cities, eq(cities.code, dealers.cityCode))
    .where(and(eq(dealers.holdingId, holdingId), eq(dealers.isActive, true)))
    .orderBy(asc(dealers.sort), asc(dealers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.dealer.id);
  const [brandRows, departmentRows] = await Promise.all([
    db
      .select({ dealerId: dealerBrands.dealerId, code: brands.code, nameEn: brands.nameEn })
      .from(dealerBrands)
      .innerJoin(brands, eq(brands.id, dealerBrands.brandId))
      .where(inArray(dealerBrands.dealerId, ids))
      .orderBy(asc(brands.sort)),
    db
      .select()
      .from(dealerDepartments)
      .where(inArray(dealerDepartments.dealerId, ids))
      .orderBy(asc(dealerDepartments.id)),
  ]);
  return rows.map(({ dealer, cityName }) => {
    const widgets = Object.fromEntries(
      dealer.calltouchWidgetIds.map((id, n) => [`calltouchWidget${n + 1}Id`, id]),
    );
    return {
      id: dealer.id,
      holdingId: dealer.holdingId,
      code: dealer.code,
      name: dealer.name,
      nameRu: dealer.nameRu,
      city: { code: dealer.cityCode === 'spb' ? 'spb' : 'msk', name: cityName },
      address: dealer.address,
      metro: dealer.metro,
      lat: dealer.lat,
      lon: dealer.lon,
      phone: dealer.phones[0] ?? '',
      phones: dealer.phones,
      email: dealer.email,
      workingHours: dealer.workingHours,
      description: dealer.description,
      brands: brandRows
        .filter((b) => b.dealerId === dealer.id)
        .map(({ code, nameEn }) => ({ code, nameEn })),
      departments: departmentRows
        .filter((d) => d.dealerId === dealer.id)
        .map(({ code, name, phone, workingHours }) => ({ code, name, phone, workingHours })),
      ...widgets,
    };
  });
}

export type DealerFilter = {
  city?: string | undefined;
  department?: string | undefined;
  markCode?: string | undefined;
  dealerCode?: readonly string[] | undefined;
};

// SPEC 7 /dealers/short: department and markCode narrow the list; a used-car centre serves every make.
export function filterDealers<T extends Dealer>(list: readonly T[], filter: DealerFilter): T[] {
  return list.filter(
    (d) =>
      (!filter.city || d.city.code === filter.city) &&
      (!filter.department || d.departments.some((dep) => dep.code === filter.department)) &&
      (!filter.markCode ||
        d.brands.some((b) => b.code === filter.markCode) ||
        (d.brands.length === 0 && d.departments.some((dep) => dep.code === 'used'))) &&
      (!filter.dealerCode?.length || filter.dealerCode.includes(d.code)),
  );
}

// SPEC 3: dealer lists are de-duplicated by name; the first of a name wins.
export function uniqueByName<T extends Dealer>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((d) => !seen.has(d.name) && Boolean(seen.add(d.name)));
}

export async function dealerAdvisers(
  db: Db,
  holdingId: number,
  filter: {
    city?: string | undefined;
    dealerCode?: string | undefined;
    adviser?: string | undefined;
  },
): Promise<Adviser[]> {
  const rows = await db
    .select({
      e: employees,
      dealerCode: dealers.code,
      dealerName: dealers.name,
      city: dealers.cityCode,
    })
    .from(employees)
    .innerJoin(dealers, eq(dealers.id, employees.dealerId))
    .where(
      and(
        eq(dealers.holdingId, holdingId),
        eq(employees.isAdviser, true),
        filter.city ? eq(dealers.cityCode, filter.city) : undefined,
        filter.dealerCode ? eq(dealers.code, filter.dealerCode) : undefined,
        filter.adviser ? eq(employees.code, filter.adviser) : undefined,
      ),
    )
    .orderBy(asc(dealers.sort), asc(employees.sort));
  return rows.map(({ e, dealerCode, dealerName, city }) => ({
    id: e.id,
    code: e.code,
    firstName: e.firstName,
    lastName: e.lastName,
    middleName: e.middleName,
    position: e.position,
    department: e.departmentCode,
    phone: e.phone,
    email: e.email,
    photo: e.photo,
    experienceYears: e.experienceYears,
    about: e.about,
    dealer: { code: dealerCode, name: dealerName, city: city === 'spb' ? 'spb' : 'msk' },
  }));
}

/**
 * Whether a lead's dealer value (a code, or an id as the desk also reads it) names an active
 * dealership of the holding.
 */
export async function isHoldingDealer(db: Db, holdingId: number, value: string): Promise<boolean> {
  const byId = /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(
      and(
        eq(dealers.holdingId, holdingId),
        eq(dealers.isActive, true),
        byId ? or(eq(dealers.code, value), eq(dealers.id, Number(value))) : eq(dealers.code, value),
      ),
    )
    .limit(1);
  return row !== undefined;
}
