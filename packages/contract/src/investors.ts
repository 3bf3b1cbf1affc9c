import { z } from 'zod';
import { holdingIdQuery } from './common.ts';

export const investorSectionSchema = z.enum(
  ['financial_reports', 'korporativnye-dokumenty', 'operatsionnye-pokazateli', 'reytingi'],
  {
    error:
      'Раздел: financial_reports, korporativnye-dokumenty, operatsionnye-pokazateli или reytingi',
  },
);
export type InvestorSection = z.infer<typeof investorSectionSchema>;

export const investorDocumentsQuerySchema = holdingIdQuery.extend({
  section: investorSectionSchema.optional().meta({ description: 'Раздел; без него все документы' }),
});
export const investorDocumentSchema = z
  .object({
    id: z.number().int(),
    section: investorSectionSchema,
    title: z.string(),
    publishedOn: z.string().meta({ description: 'Дата публикации, ГГГГ-ММ-ДД' }),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int().meta({ description: 'Размер файла в байтах' }),
  })
  .meta({ id: 'InvestorDocument' });
export type InvestorDocument = z.infer<typeof investorDocumentSchema>;
export const investorDocumentsResponseSchema = z
  .object({ items: z.array(investorDocumentSchema) })
  .meta({ id: 'InvestorDocumentList' });
export const investorDocumentParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Номер документа: целое число' })
    .int('Номер документа: целое число')
    .min(1, 'Номер документа: целое число от 1')
    .max(2_147_483_647, 'Номер документа слишком большой')
    .meta({ type: 'integer' }),
});
