import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { dealersForForm, type FormDealer } from './dealer-options.ts';

/**
 * The dealers of the feedback page, with SPEC 7's retry without the query; /feedback/{dealer}
 * narrows them to that dealer's code (SPEC 7 dealerCode).
 */
export async function loadFeedbackDealers(
  context: Readonly<RouterContextProvider>,
  dealerCode?: string,
): Promise<FormDealer[]> {
  const api = context.get(apiContext);
  const list = await dealersForForm(
    async (query) => {
      const answer = await api.get('/dealers/short', {
        ...(query ? { query } : {}),
        optional: true,
      });
      return answer?.dealer;
    },
    dealerCode ? { dealerCode: [dealerCode] } : {},
  );
  return list.map(({ code, name, nameRu }) => ({ code, name, ...(nameRu ? { nameRu } : {}) }));
}
