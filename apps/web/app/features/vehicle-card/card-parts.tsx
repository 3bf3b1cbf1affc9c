// The card's parts that only show what the loader sent. The card shows them as StaticParts: the
// browser keeps their server HTML, and this module loads only when the browser renders them itself.
export { CardHead } from './card-head.tsx';
export { DealerBlock } from './dealer-block.tsx';
export { PriceBlock } from './price-block.tsx';
export { QrBlock } from './qr-block.tsx';
export { Specs } from './specs.tsx';
export { PriceHistory } from './price-history.tsx';
