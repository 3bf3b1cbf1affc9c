import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';

export const VCARD_LANGS = ['ru', 'en', 'cn'] as const;
export type VcardLang = (typeof VCARD_LANGS)[number];

export function isVcardLang(value: string): value is VcardLang {
  return (VCARD_LANGS as readonly string[]).includes(value);
}

const missing = () =>
  new Response('Визитка не найдена', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * SPEC 2.3 /vcard/{code} and /vcard/{lang}/{code}: the employee's business card as a .vcf file
 * (vCard 3.0 from the API), downloaded under the card's code.
 */
export async function vcardResponse(
  context: Readonly<RouterContextProvider>,
  code: string,
  lang: string,
): Promise<Response> {
  if (!isVcardLang(lang) || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(code)) return missing();
  let card;
  try {
    card = await context.get(apiContext).get('/codes/vcard/:code', {
      params: { code },
      query: { lang },
    });
  } catch {
    return missing(); // the API's not-found arrives as a thrown 404
  }
  if (!card) return new Response(null, { status: 503, headers: { 'cache-control': 'no-store' } });
  const name = lang === 'ru' ? card.code : `${card.code}-${lang}`;
  return new Response(`${card.vcf}\r\n`, {
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.vcf"`,
      'cache-control': 'public, max-age=3600',
    },
  });
}
