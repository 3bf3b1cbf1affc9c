import { z } from 'zod';
import { holdingIdQuery, sitePathSchema } from './common.ts';

export const redirectStatusSchema = z.literal([301, 302]);
export type RedirectStatus = z.infer<typeof redirectStatusSchema>;

// SPEC 3 «Redirect record»; the web redirects only when urlFrom and urlTo differ.
export const redirectSchema = z
  .object({
    urlFrom: z.string(),
    urlTo: z.string(),
    status: redirectStatusSchema,
  })
  .meta({ id: 'Redirect' });
export type Redirect = z.infer<typeof redirectSchema>;

// GET /redirects: url is the current path; a trailing slash or its absence matches either way.
export const redirectsQuerySchema = holdingIdQuery.extend({
  url: sitePathSchema.meta({ description: 'Текущий путь страницы', example: '/promo-old/' }),
});
export type RedirectsQuery = z.input<typeof redirectsQuerySchema>;

// At most one record today; a list keeps the SPEC 7 shape.
export const redirectsResponseSchema = z
  .object({ items: z.array(redirectSchema) })
  .meta({ id: 'RedirectList' });
export type RedirectsResponse = z.infer<typeof redirectsResponseSchema>;
