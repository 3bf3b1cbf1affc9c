import { investorDocuments, type InvestorSection } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import { demoPdf } from './demo-pdf.ts';

type Doc = {
  section: InvestorSection;
  title: string;
  publishedOn: string;
  file: string;
  en: string;
};

// Invented documents of the first holding's investor pages (SPEC 2.8).
const DOCS: Doc[] = [
  ...[2025, 2024, 2023].flatMap((year): Doc[] => [
    {
      section: 'financial_reports',
      title: `Годовая бухгалтерская отчётность по РСБУ за ${year} год`,
      publishedOn: `${year + 1}-03-28`,
      file: `rsbu-${year}.pdf`,
      en: `Annual accounts (RAS), ${year}`,
    },
    {
      section: 'financial_reports',
      title: `Консолидированная отчётность по МСФО за ${year} год`,
      publishedOn: `${year + 1}-04-25`,
      file: `msfo-${year}.pdf`,
      en: `Consolidated financial statements (IFRS), ${year}`,
    },
    {
      section: 'operatsionnye-pokazateli',
      title: `Операционные показатели за ${year} год`,
      publishedOn: `${year + 1}-02-10`,
      file: `operations-${year}.pdf`,
      en: `Operating results, ${year}`,
    },
  ]),
  {
    section: 'korporativnye-dokumenty',
    title: 'Устав общества',
    publishedOn: '2024-06-20',
    file: 'ustav.pdf',
    en: 'Articles of association',
  },
  {
    section: 'korporativnye-dokumenty',
    title: 'Положение об информационной политике',
    publishedOn: '2024-06-20',
    file: 'info-policy.pdf',
    en: 'Information policy',
  },
  {
    section: 'korporativnye-dokumenty',
    title: 'Решение о выпуске биржевых облигаций серии 001P-01',
    publishedOn: '2025-09-15',
    file: 'bonds-001p-01.pdf',
    en: 'Terms of exchange-traded bonds, series 001P-01',
  },
  {
    section: 'reytingi',
    title: 'Пресс-релиз: кредитный рейтинг A-(RU), прогноз «Стабильный»',
    publishedOn: '2025-10-02',
    file: 'rating-2025.pdf',
    en: 'Press release: credit rating A-(RU), outlook stable',
  },
  {
    section: 'reytingi',
    title: 'Пресс-релиз: кредитный рейтинг BBB+(RU), прогноз «Позитивный»',
    publishedOn: '2024-09-30',
    file: 'rating-2024.pdf',
    en: 'Press release: credit rating BBB+(RU), outlook positive',
  },
];

/** Inserts the demo documents once (when the holding has none). */
export async function seedInvestorDocuments(db: Db): Promise<number> {
  const [existing] = await db.select({ id: investorDocuments.id }).from(investorDocuments).limit(1);
  if (existing) return 0;
  const rows = DOCS.map((doc) => {
    const data = demoPdf([
      doc.en,
      'Vektor Motors',
      `Published ${doc.publishedOn}`,
      'Demo document',
    ]);
    return {
      holdingId: 1,
      section: doc.section,
      title: doc.title,
      publishedOn: doc.publishedOn,
      fileName: doc.file,
      mimeType: 'application/pdf',
      size: data.byteLength,
      data,
    };
  });
  await db.insert(investorDocuments).values(rows);
  return rows.length;
}
