import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';

export interface HomeLink {
  label: string;
  /** Vehicles behind the link, when known. */
  count: number | null;
  href: string;
}

/** The home page's catalogue blocks, as the home loader hands them to HomeCatalog. */
export interface HomeCatalogData {
  arrivals: readonly VehicleTileData[];
  allHref: string | null;
  bodyTypes: readonly HomeLink[];
  brands: readonly HomeLink[];
  priceCaps: readonly HomeLink[];
}
