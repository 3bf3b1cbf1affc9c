import type { CityCode } from './cities.ts';
import { DEFAULT_HOST_MAP, type HostMap } from './holdings/host-map.ts';
import { shownPhone } from './format/phone.ts';

export { DEFAULT_HOST_MAP, parseHostMap, type HostMap } from './holdings/host-map.ts';
export {
  holdingExposes,
  holdingsWith,
  HOLDING_FEATURES,
  type HoldingFeature,
} from './holdings/features.ts';
export {
  compareCountedTypes,
  countCompare,
  countFavorites,
  TRANSPORT_TYPES,
  type TransportLists,
  type TransportType,
} from './holdings/transport-lists.ts';

export type HoldingId = 1 | 2;
export const HOLDING_IDS: readonly HoldingId[] = [1, 2];

/** Design tokens a holding paints its pages with; the web turns them into CSS custom properties. */
export interface BrandColors {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  text: string;
  surface: string;
}

/** SPEC 3 holding fields plus what DESIGN 1 puts in the configuration (phones, logo, colours). */
export interface Holding {
  /** Short key of the holding, used in file names and analytics. */
  domain: string;
  /** SPEC field name: true for the first holding. */
  isAvtodom: boolean;
  /** SPEC field name: true for the second holding. */
  isAsc: boolean;
  holdingName: string;
  holdingId: HoldingId;
  /** Default phone, used when no city phone and no dealer override apply. */
  holdingPhone: string;
  hostName: string;
  fullDomain: string;
  fullDomainWithProtocol: string;
  phonesByCity: Readonly<Partial<Record<CityCode, string>>>;
  logo: string;
  colors: BrandColors;
}

// Invented demo values: fictional companies, reserved .example hosts, 000- subscriber numbers.
const HOLDINGS: Readonly<Record<HoldingId, Holding>> = {
  1: {
    domain: 'vektor',
    isAvtodom: true,
    isAsc: false,
    holdingName: 'Vektor Motors',
    holdingId: 1,
    holdingPhone: '+7 (495) 000-10-00',
    hostName: 'vektor-motors.example',
    fullDomain: 'www.vektor-motors.example',
    fullDomainWithProtocol: 'https://www.vektor-motors.example',
    phonesByCity: { msk: '+7 (495) 000-10-01', spb: '+7 (812) 000-10-02' },
    logo: '/logos/vektor-motors.svg',
    // The accent the site's pages are painted with (apps/web/app/styles/global.css).
    colors: {
      primary: '#0b4fa8',
      primaryHover: '#17306e',
      onPrimary: '#ffffff',
      accent: '#e2463a',
      text: '#1b1d22',
      surface: '#f3f5f9',
    },
  },
  2: {
    domain: 'siyanie',
    isAvtodom: false,
    isAsc: true,
    holdingName: 'Автоцентр Северное Сияние',
    holdingId: 2,
    holdingPhone: '+7 (812) 000-20-00',
    hostName: 'severnoe-siyanie.example',
    fullDomain: 'www.severnoe-siyanie.example',
    fullDomainWithProtocol: 'https://www.severnoe-siyanie.example',
    // Its dealers are in both cities: the header's phone follows the chosen one (issue 29).
    phonesByCity: { msk: '+7 (495) 000-20-01', spb: '+7 (812) 000-20-00' },
    logo: '/logos/severnoe-siyanie.svg',
    colors: {
      primary: '#a3122a',
      primaryHover: '#0b5e53',
      onPrimary: '#ffffff',
      accent: '#6b4fd8',
      text: '#15201e',
      surface: '#f1f7f6',
    },
  },
};

export function getHolding(id: HoldingId): Holding {
  return HOLDINGS[id];
}

export function isHoldingId(value: unknown): value is HoldingId {
  return value === 1 || value === 2;
}

/** SPEC 1: the first holding's name is shown in upper case, the second's as its Russian name. */
export function holdingDisplayName(id: HoldingId): string {
  const { holdingName } = HOLDINGS[id];
  return id === 1 ? holdingName.toUpperCase() : holdingName;
}

/** SPEC 1, 3: a set dealer override wins, then the holding's city phone, then its default. */
export function holdingPhone(
  id: HoldingId,
  city: CityCode,
  dealerPhoneOverride?: string | null,
): string {
  const holding = HOLDINGS[id];
  return shownPhone(holding.phonesByCity[city] ?? holding.holdingPhone, dealerPhoneOverride);
}

/** DESIGN 1: the holding of a request comes from its Host header through the host map. */
export function holdingFromHost(
  hostHeader: string | null | undefined,
  hostMap: HostMap = DEFAULT_HOST_MAP,
  defaultId: HoldingId = 1,
): HoldingId {
  const host = normalizeHost(hostHeader ?? '');
  return Object.hasOwn(hostMap, host) ? (hostMap[host] ?? defaultId) : defaultId;
}

function normalizeHost(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  // IPv6 literals keep their colons inside brackets; only a trailing :port is stripped.
  const withoutPort = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1)
    : host.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}
