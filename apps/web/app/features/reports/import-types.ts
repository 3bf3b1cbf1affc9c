import type { StockImportReport, Staff } from '@dealer/contract';
import type { ResponseOf } from '@dealer/contract/endpoints';

type StockImports = ResponseOf<'GET /reports/stock-import'>;

export interface ImportData {
  staff: Staff;
  dealers: StockImports['dealers'];
  imports: StockImports['imports'];
  /** The report asked for by ?report=, or null. */
  report: StockImportReport | null;
}

/** What the page shows after a post that did not lead to a report. */
export type ImportActionState = {
  form: 'upload' | 'feed';
  error: string | null;
  /** The dealer whose feed address was saved. */
  saved?: number;
};
