import type { HoldingId } from '../holdings.ts';
import { isSlug, PARAM_CHECKS, patternParamNames, type ParamCheck } from './params.ts';
import type {
  GuardName,
  LayoutName,
  ListingPreset,
  RouteContext,
  RouteParams,
  RouteRow,
} from './types.ts';

export const BOTH: readonly HoldingId[] = [1, 2];
export const CITY: readonly GuardName[] = ['city'];

export interface RowOptions {
  layout?: LayoutName;
  guards?: readonly GuardName[];
  holdings?: readonly HoldingId[];
  /** Per-parameter checks that replace the default check for that name. */
  params?: Readonly<Record<string, ParamCheck>>;
  preset?: ListingPreset;
  module?: string;
  query?: readonly string[];
}

/** A row whose name and path keep their literal types, so href() can type its params. */
export type Row<N extends string = string, P extends string = string> = RouteRow & {
  readonly name: N;
  readonly path: P;
};

/**
 * One route row with the common defaults (default layout, city guard, both holdings).
 * Every parameter of the pattern is checked by name (PARAM_CHECKS), or as a slug.
 */
export function page<const N extends string, const P extends string>(
  name: N,
  path: P,
  options: RowOptions = {},
): Row<N, P> {
  const row: Row<N, P> = {
    name,
    path,
    layout: options.layout ?? 'default',
    guards: options.guards ?? CITY,
    holdings: options.holdings ?? BOTH,
  };
  const names = patternParamNames(path);
  if (names.length > 0) row.validate = paramsValidator(names, options.params ?? {});
  if (options.preset) row.preset = options.preset;
  if (options.module) row.module = options.module;
  if (options.query) row.query = options.query;
  return row;
}

function paramsValidator(
  names: readonly string[],
  overrides: Readonly<Record<string, ParamCheck>>,
): (params: RouteParams, ctx: RouteContext) => boolean {
  return (params) =>
    names.every((name) => {
      const value = params[name];
      const check = overrides[name] ?? PARAM_CHECKS[name] ?? isSlug;
      return value !== undefined && value !== '' && check(value);
    });
}
