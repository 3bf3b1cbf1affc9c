import type { SelectOption } from './text-fields.tsx';

/** A dealer as the forms need it; the API's list carries more. */
export interface FormDealer {
  code: string;
  name: string;
  nameRu?: string;
}

/** What opened a form about dealers (SPEC 3 form store, SPEC 7 dealers). */
export interface DealerOpening {
  /** A list handed over by the opener: used as it is, no call is made. */
  dealers?: readonly FormDealer[];
  /** Only these dealers are offered. */
  dealerCode?: readonly string[];
  department?: string;
  markCode?: string;
}

export type DealerQuery = { department?: string; markCode?: string };
/** One call of /dealers/short; undefined when it failed. */
export type FetchDealers = (query: DealerQuery | undefined) => Promise<FormDealer[] | undefined>;

/**
 * SPEC 7 dealers: an opener's list is used without a call; a failed call with a query is tried
 * once more without it; a dealerCode list narrows the result; names appear once (SPEC 3).
 */
export async function dealersForForm(
  fetchDealers: FetchDealers,
  opening: DealerOpening = {},
): Promise<FormDealer[]> {
  let list: readonly FormDealer[] | undefined = opening.dealers;
  if (!list?.length) {
    const query: DealerQuery = {};
    if (opening.department) query.department = opening.department;
    if (opening.markCode) query.markCode = opening.markCode;
    const withQuery = Object.keys(query).length > 0;
    list = await fetchDealers(withQuery ? query : undefined);
    if (!list && withQuery) list = await fetchDealers(undefined);
  }
  const codes = opening.dealerCode?.length ? new Set(opening.dealerCode) : null;
  const names = new Set<string>();
  const result: FormDealer[] = [];
  for (const dealer of list ?? []) {
    if (codes && !codes.has(dealer.code)) continue;
    const name = dealer.nameRu || dealer.name;
    if (names.has(name)) continue;
    names.add(name);
    result.push(dealer);
  }
  return result;
}

export function dealerOptions(dealers: readonly FormDealer[]): SelectOption[] {
  return dealers.map((dealer) => ({ value: dealer.code, label: dealer.nameRu || dealer.name }));
}
