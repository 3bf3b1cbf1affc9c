import { PRICE_CEILINGS } from '../constants/catalog.ts';

export type ParamCheck = (value: string) => boolean;

/** The fixed used-car price pages; a mark parameter never takes these (SPEC 2.1). */
export const PRICE_CEILING_SLUGS: readonly string[] = PRICE_CEILINGS.map((p) => `price-do-${p}`);

export function isPriceCeilingSlug(value: string): boolean {
  return PRICE_CEILING_SLUGS.includes(value);
}

/** SPEC 2.4 filter path segments: prefix, hyphen, value. */
export const FILTER_PREFIXES = [
  'bodytype',
  'colorgroup',
  'country',
  'drivetype',
  'enginetype',
  'geartype',
  'numberofseats',
  'year',
] as const;
export type FilterPrefix = (typeof FILTER_PREFIXES)[number];

const FILTER_SEGMENT = new RegExp(`^(${FILTER_PREFIXES.join('|')})-([a-z0-9][a-z0-9_.-]*)$`);

export function parseFilterSegment(value: string): { key: FilterPrefix; value: string } | null {
  const match = FILTER_SEGMENT.exec(value);
  const key = FILTER_PREFIXES.find((prefix) => prefix === match?.[1]);
  return key && match?.[2] ? { key, value: match[2] } : null;
}

export const isFilterSegment: ParamCheck = (value) => parseFilterSegment(value) !== null;

/** Lower-case URL slug: catalogue codes, dealer codes, content slugs. */
export const isSlug: ParamCheck = (value) => /^[a-z0-9][a-z0-9_.-]*$/.test(value);
/** Mixed-case code of the paths excepted from the uppercase rule (short links, bills, price tags). */
export const isToken: ParamCheck = (value) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(value);
export const isNumericId: ParamCheck = (value) => /^[1-9]\d{0,17}$/.test(value);
export const isCondition: ParamCheck = (value) => value === 'new' || value === 'used';
export const isMark: ParamCheck = (value) => isSlug(value) && !isPriceCeilingSlug(value);
/** A mark on SEO pages that sit beside /{category}/{condition}: new and used are conditions, not marks. */
export const isSeoMark: ParamCheck = (value) => isMark(value) && !isCondition(value);
/** 17 characters without I, O and Q; QR links carry it in either case. */
export const isVin: ParamCheck = (value) => /^[A-HJ-NPR-Z0-9]{17}$/i.test(value);
export const isLang: ParamCheck = (value) => value === 'ru' || value === 'en' || value === 'cn';
export const isYear: ParamCheck = (value) => /^(19|20)\d{2}$/.test(value);

/** The check a parameter gets by its name unless its row says otherwise; others must be slugs. */
export const PARAM_CHECKS: Readonly<Record<string, ParamCheck>> = {
  condition: isCondition,
  mark: isMark,
  filter: isFilterSegment,
  id: isNumericId,
  vin: isVin,
  lang: isLang,
  year: isYear,
};

/** Parameter names of a React Router pattern, e.g. '/catalog/:id' → ['id']. */
export function patternParamNames(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}
