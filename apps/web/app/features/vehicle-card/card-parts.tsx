// The card's parts that only show what the loader sent. The card shows them as StaticParts: the
// browser keeps their server HTML, and this module loads only when the browser renders them itself.
import { DealerBlock } from './dealer-block.tsx';
import type { DealerBlockProps } from './dealer-block.tsx';
import { PriceBlock } from './price-block.tsx';
import type { PriceBlockProps } from './price-block.tsx';
import { PriceHistory } from './price-history.tsx';
import type { PriceHistoryProps } from './price-history.tsx';
import { QrBlock } from './qr-block.tsx';

export { CardHead } from './card-head.tsx';
export { Specs } from './specs.tsx';

// Parts that stand together in the card are one part: one StaticPart fewer in the card's code.

/** The honest price, and its history once it has changed. */
export function PriceParts({ history, ...price }: PriceBlockProps & PriceHistoryProps) {
  return (
    <>
      <PriceBlock {...price} />
      <PriceHistory history={history} />
    </>
  );
}

/** The selling dealer, and the vehicle's QR code. */
export function DealerParts({ dealer, vin }: DealerBlockProps & { vin: string }) {
  return (
    <>
      <DealerBlock dealer={dealer} />
      <QrBlock vin={vin} />
    </>
  );
}
