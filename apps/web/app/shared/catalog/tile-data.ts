import type { VehicleCard } from '@dealer/contract';
import {
  CREDIT_DEFAULTS_TEXT,
  defaultMonthlyPayment,
  formatMileage,
  isRecentPriceDrop,
  priceBlock,
  vehicleTitle,
} from '@dealer/domain';
import type { DiscountCondition, PriceBlock, TransportType } from '@dealer/domain';

/** A conditional discount the honest price names (credit, trade-in, insurance through the dealer). */
export interface ConditionalPrice {
  price: number;
  /** What it takes, e.g. «при кредите и трейд-ин». */
  conditions: string;
}

/**
 * What a vehicle tile shows, and nothing more (a listing page ships 24 of them in its HTML).
 * Build it on the server with tileOf(); the tile only renders it.
 */
export interface VehicleTileData {
  id: number;
  typeOfTransport: TransportType;
  /** The vehicle card, or null while that page is not built. */
  href: string | null;
  /** Mark and model, e.g. «Kia Rio». */
  title: string;
  /** Modification and trim, e.g. «1.6 AT (123 л.с.) · Comfort». */
  subtitle: string;
  /** Short facts: year, mileage or «Новый», status when not in stock. */
  facts: readonly string[];
  /** First photo (the API's SVG). */
  image: string;
  /** The price anyone pays, unconditionally: shown first (SPEC: the honest price). */
  price: number;
  /** The list price, when the unconditional price is below it. */
  oldPrice: number | null;
  conditional: ConditionalPrice | null;
  /** The credit calculator's monthly payment for the price with its opening terms, and the terms. */
  credit: TileCredit | null;
  badges: readonly string[];
  /** The last price change was a drop within 14 days: «Цена снижена». */
  priceDropped: boolean;
  dealer: string;
  /** What a lead from the tile names (SPEC 3 form store: mark, model, dealer; the server adds the VIN). */
  lead: TileLead;
}

export interface TileCredit {
  monthly: number;
  /** «первоначальный взнос 20 %, срок 60 мес., ставка 14,9 % годовых». */
  terms: string;
}

export interface TileLead {
  mark: string;
  model: string;
  dealerCode: string;
  condition: 'new' | 'used';
}

const STATUS_FACT: Readonly<Record<string, string>> = {
  'in-transit': 'В пути',
  reserved: 'Забронирован',
  'on-sale-soon': 'Скоро в продаже',
};

const CONDITION_WORDS: Readonly<Record<DiscountCondition, string>> = {
  credit: 'кредите',
  tradeIn: 'трейд-ин',
  insurance: 'страховке',
};

/** «при кредите, трейд-ин и страховке» from the discounts that apply. */
function conditionsText(names: readonly string[]): string {
  if (names.length <= 1) return `при ${names[0] ?? ''}`;
  return `при ${names.slice(0, -1).join(', ')} и ${names.at(-1) ?? ''}`;
}

/** The lowest price of the honest price block: every named condition met. */
function conditionalOf(block: PriceBlock): ConditionalPrice | null {
  const price = block.allConditionsPrice ?? block.conditions[0]?.price;
  if (price === undefined) return null;
  return { price, conditions: conditionsText(block.conditions.map((c) => CONDITION_WORDS[c.key])) };
}

/**
 * The estimate with the calculator's opening terms, written on the server: the terms travel as
 * text, so the tile's code does not bring the calculator's module to every page with tiles.
 */
function creditOf(price: number): TileCredit | null {
  const monthly = defaultMonthlyPayment(price);
  return monthly === null ? null : { monthly, terms: CREDIT_DEFAULTS_TEXT };
}

/** The tile of a listing vehicle; href is the card's link when that page is built. */
export function tileOf(
  card: VehicleCard,
  href: string | null,
  now: Date = new Date(),
): VehicleTileData {
  const facts = [
    `${card.year}\u00a0г.`,
    card.condition === 'new' ? 'Новый' : formatMileage(card.mileage),
  ];
  const status = STATUS_FACT[card.status];
  if (status) facts.push(status);
  const block = priceBlock(card);
  return {
    id: card.id,
    typeOfTransport: card.typeOfTransport,
    href,
    title: vehicleTitle({ mark: card.mark.name, model: card.model.name }),
    subtitle: [card.modification, card.equipment].filter(Boolean).join(' · '),
    facts,
    image: card.preview,
    price: block.price,
    oldPrice: block.oldPrice,
    conditional: conditionalOf(block),
    credit: creditOf(block.price),
    badges: card.labels.slice(0, 2),
    priceDropped: isRecentPriceDrop(card.priceDroppedAt, now),
    dealer: card.dealer.name,
    lead: {
      mark: card.mark.name,
      model: card.model.name,
      dealerCode: card.dealer.code,
      condition: card.condition,
    },
  };
}
