import type { z } from 'zod';
import type {
  brandDetailSchema,
  brandsResponseSchema,
  modelDetailSchema,
  seriesDetailSchema,
  staticPageSchema,
} from '@dealer/contract';

// The wire shapes of the brand pages, inferred from the contract (DESIGN 2).
export type BrandList = z.infer<typeof brandsResponseSchema>;
export type BrandItem = BrandList['data'][number];
export type BrandDetail = z.infer<typeof brandDetailSchema>;
export type ModelDetail = z.infer<typeof modelDetailSchema>;
export type ModelSummary = BrandDetail['models'][number];
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;
export type StaticPage = z.infer<typeof staticPageSchema>;
