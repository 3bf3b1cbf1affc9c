import {
  bannerParams,
  bannerWriteSchema,
  contentImageSchema,
  contentImageUploadSchema,
  contentSignatureSchema,
  holdingIdQuery,
  homeBannersSchema,
  infoPageParams,
  infoPageWriteSchema,
  officeBannerListSchema,
  officeBannerSchema,
  officeContentQuery,
  officeInfoPageListSchema,
  officeInfoPageSchema,
  officeItemParams,
  officeKindParams,
  officePublicationListSchema,
  officePublicationSchema,
  publicationWriteSchema,
} from '../index.ts';
import type { EndpointGroup } from './types.ts';

// The back office's content editors (decision 0068) and the version the web's page cache watches.
export const contentOfficeEndpoints = {
  'GET /content/signature': { response: contentSignatureSchema },
  'GET /reports/content/:kind': {
    params: officeKindParams,
    query: officeContentQuery,
    response: officePublicationListSchema,
  },
  'POST /reports/content/:kind': {
    params: officeKindParams,
    query: holdingIdQuery,
    body: publicationWriteSchema,
    response: officePublicationSchema,
  },
  'GET /reports/content/:kind/:id': {
    params: officeItemParams,
    query: holdingIdQuery,
    response: officePublicationSchema,
  },
  'POST /reports/content/:kind/:id': {
    params: officeItemParams,
    query: holdingIdQuery,
    body: publicationWriteSchema,
    response: officePublicationSchema,
  },
  'POST /reports/content/:kind/:id/unpublish': {
    params: officeItemParams,
    query: holdingIdQuery,
    response: officePublicationSchema,
  },
  'POST /reports/content-images': {
    query: holdingIdQuery,
    body: contentImageUploadSchema,
    response: contentImageSchema,
  },
  'GET /reports/pages': { query: holdingIdQuery, response: officeInfoPageListSchema },
  'GET /reports/pages/:code': {
    params: infoPageParams,
    query: holdingIdQuery,
    response: officeInfoPageSchema,
  },
  'POST /reports/pages/:code': {
    params: infoPageParams,
    query: holdingIdQuery,
    body: infoPageWriteSchema,
    response: officeInfoPageSchema,
  },
  // The home page's banners (decision 0072).
  'GET /content/banners': { query: holdingIdQuery, response: homeBannersSchema },
  'GET /reports/banners': { query: holdingIdQuery, response: officeBannerListSchema },
  'POST /reports/banners': {
    query: holdingIdQuery,
    body: bannerWriteSchema,
    response: officeBannerSchema,
  },
  'GET /reports/banners/:id': {
    params: bannerParams,
    query: holdingIdQuery,
    response: officeBannerSchema,
  },
  'POST /reports/banners/:id': {
    params: bannerParams,
    query: holdingIdQuery,
    body: bannerWriteSchema,
    response: officeBannerSchema,
  },
  'POST /reports/banners/:id/unpublish': {
    params: bannerParams,
    query: holdingIdQuery,
    response: officeBannerSchema,
  },
} as const satisfies EndpointGroup;
