import type { Db } from '../src/db/client.ts';
import { redirects, type NewRedirectRow } from '../src/db/schema/index.ts';
import { createRng, seedFor, type Rng } from './prng.ts';

type Move = [urlFrom: string, urlTo: string, status?: 302];
type Row = Omit<NewRedirectRow, 'id'> & { holdingId: 1 | 2 | null; status: 301 | 302 };

// The web's end-to-end tests rely on these two exactly.
const e2eRows: Row[] = [
  { holdingId: null, urlFrom: '/promo-old/', urlTo: '/cars/new/', status: 301 },
  { holdingId: 2, urlFrom: '/h2-only-old/', urlTo: '/services/commission/', status: 302 },
];

// Sections of the old site of both holdings that moved in the redesign.
const sharedMoves: Move[] = [
  ['/auto/new/', '/cars/new/'],
  ['/auto/used/', '/cars/used/'],
  ['/auto/probeg/', '/cars/used/'],
  ['/auto/rasprodazha/', '/cars/sale/'],
  ['/auto/s-nds/', '/cars/vat/'],
  ['/auto/skoro-v-prodazhe/', '/cars/on-sale-soon/'],
  ['/service/zapis/', '/service/online/'],
  ['/service/to-i-remont/', '/service/to/'],
  ['/service/zamena-masla/', '/service/to/zamena-masla/'],
  ['/service/kuzovnoy-remont/', '/service/body-repair/'],
  ['/service/shinomontazh/', '/service/tire-service/'],
  ['/kontakty/', '/contacts/'],
  ['/o-kompanii/', '/about/'],
  ['/o-kompanii/istoriya/', '/about/history/'],
  ['/vakansii/', '/about/career/'],
  ['/otzyvy/', '/reviews/'],
  ['/kredit/', '/services/credit/'],
  ['/strahovanie/', '/services/insurance/'],
  ['/trade-in-old/', '/services/trade-in/'],
  ['/test-drive/', '/services/testdrive/'],
  ['/zapchasti/', '/parts/'],
  ['/aksessuary/', '/store/'],
  ['/akcii/', '/actions/'],
  ['/novosti/', '/news/'],
  ['/politika-konfidencialnosti/', '/consent-to-processing/'],
  ['/black-friday/', '/cars/sale/', 302],
  ['/leto-2024/', '/actions/', 302],
];

const holdingMoves: Record<1 | 2, Move[]> = {
  1: [
    ['/auto/electro/', '/electro/new/'],
    ['/moto/novye/', '/moto/new/'],
    ['/gidrocikly/', '/jet-ski/new/'],
    ['/investoram/', '/investors/'],
    ['/investoram/otchetnost/', '/investors/financial_reports/'],
    ['/korporativnym-klientam/', '/services/corporate/'],
    ['/komercheskiy-transport/', '/commercial/'],
    ['/novogodnee-predlozhenie/', '/actions/', 302],
  ],
  2: [
    ['/kvadrocikly/', '/atv/new/'],
    ['/kvadrocikly/probeg/', '/atv/used/'],
    ['/komissiya/', '/services/commission/'],
    ['/avtoparki/', '/services/fleet/'],
    ['/oplata/', '/services/pay/'],
    ['/kommercheskie/', '/services/commercial/'],
    ['/den-otkrytyh-dverey/', '/event/', 302],
  ],
};

// Model pages of the old catalogue, by mark code and model code.
const models = [
  ['bmw', 'x5'],
  ['bmw', 'x3'],
  ['mini', 'cooper'],
  ['kia', 'rio'],
  ['kia', 'sportage'],
  ['hyundai', 'solaris'],
  ['toyota', 'camry'],
  ['toyota', 'rav4'],
  ['skoda', 'octavia'],
  ['haval', 'jolion'],
  ['chery', 'tiggo-7-pro'],
  ['geely', 'monjaro'],
  ['lada', 'vesta'],
] as const;

function fromMove(holdingId: Row['holdingId'], [urlFrom, urlTo, status]: Move): Row {
  return { holdingId, urlFrom, urlTo, status: status ?? 301 };
}

// Dated within the year before the fixed seed date, so the rows are identical on every run.
function createdAt(rng: Rng): Date {
  return new Date(Date.UTC(2024, 5, 1) - rng.int(0, 364) * 86_400_000 - rng.int(0, 86_399) * 1000);
}

export function buildRedirectRows(rng: Rng = createRng(seedFor('redirects'))): Row[] {
  const rows: Row[] = [...e2eRows, ...sharedMoves.map((move) => fromMove(null, move))];
  for (const holdingId of [1, 2] as const)
    rows.push(...holdingMoves[holdingId].map((move) => fromMove(holdingId, move)));
  for (const [mark, model] of models) {
    const holdingId = rng.pick([null, null, 1, 2] as const);
    rows.push({
      holdingId,
      urlFrom: `/auto/${mark}/${model}/`,
      urlTo: `/cars/new/${mark}/${model}/`,
      status: 301,
    });
  }
  // Old news ids were kept; a few are temporary moves while the article is being rewritten.
  const newsIds = new Set<number>();
  while (newsIds.size < 15) newsIds.add(rng.int(100, 2400));
  for (const id of [...newsIds].sort((a, b) => a - b)) {
    const status = rng.chance(0.2) ? 302 : 301;
    rows.push({
      holdingId: rng.pick([null, 1, 2] as const),
      urlFrom: `/old-news/${id}/`,
      urlTo: `/news/${id}/`,
      status,
    });
  }
  return rows.map((row) => ({ ...row, createdAt: createdAt(rng) }));
}

// Idempotent: a database that already has redirects is left as it is.
export async function seedRedirects(db: Db): Promise<number> {
  const existing = await db.select({ id: redirects.id }).from(redirects).limit(1);
  if (existing.length > 0) return 0;
  const inserted = await db
    .insert(redirects)
    .values(buildRedirectRows())
    .onConflictDoNothing()
    .returning({ id: redirects.id });
  return inserted.length;
}
