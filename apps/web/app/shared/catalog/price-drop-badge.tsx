/** «Цена снижена» beside a tile's price: the last price change was a drop within 14 days. */
export function PriceDropBadge({ className }: { className: string | undefined }) {
  return <p className={className}>Цена снижена</p>;
}
