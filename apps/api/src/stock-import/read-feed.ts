import { adOf, formatOfRoot, shapeOfRoot, type FeedAd, type FeedFormat } from './formats.ts';
import { FeedError, readRecords, type FeedSource } from './xml-records.ts';

const formatOf = (root: string): FeedFormat => {
  const format = formatOfRoot(root);
  if (!format) throw new FeedError(`Неизвестный формат фида: <${root}>`);
  return format;
};

/** Reads a feed of any of the three formats as it streams, handing on each ad; answers the format. */
export async function readFeed(
  source: FeedSource,
  onAd: (ad: FeedAd) => void | Promise<void>,
): Promise<FeedFormat> {
  const shape = await readRecords(source, shapeOfRoot, (record, { root }) =>
    onAd(adOf(formatOf(root), record)),
  );
  return formatOf(shape.root);
}
