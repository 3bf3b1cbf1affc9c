import type { z } from 'zod';
import type {
  adviserSchema,
  awardsResponseSchema,
  faqResponseSchema,
  publicationSchema,
  publicationsResponseSchema,
  seoResponseSchema,
  staticPageSchema,
} from '@dealer/contract';

// The wire shapes of the content pages, inferred from the contract (DESIGN 2).
export type StaticPage = z.infer<typeof staticPageSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type PublicationList = z.infer<typeof publicationsResponseSchema>;
export type PublicationCard = PublicationList['items'][number];
export type Faq = z.infer<typeof faqResponseSchema>;
export type Award = z.infer<typeof awardsResponseSchema>['items'][number];
export type Adviser = z.infer<typeof adviserSchema>;
export type SeoMeta = z.infer<typeof seoResponseSchema>;
