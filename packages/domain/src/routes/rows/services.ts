import { holdingsWith } from '../../holdings/features.ts';
import { page } from '../define.ts';
import { isToken } from '../params.ts';

// The editors' text of a page, by the path it is asked at (one module for all of them).
const content = { module: 'routes/service/content.tsx' } as const;

// The same with the page's request form under the text.
const withForm = { module: 'routes/service/with-form.tsx' } as const;
const tradeInFor = { module: 'routes/service/trade-in-model.tsx' } as const;

/** SPEC 2.7 service booking and service pages; fixed words outrank the :code levels. */
export const SERVICE_ROWS = [
  page('service', '/service', content),
  page('service-code', '/service/:code', content),
  page('service-code-code2', '/service/:code/:code2', content),
  page('service-code-code2-code3', '/service/:code/:code2/:code3', content),
  page('service-online', '/service/online', { module: 'routes/service/online.tsx' }),
  page('service-to', '/service/to', content),
  page('service-to-zamena-masla', '/service/to/zamena-masla', content),
  page('service-electro', '/service/electro', content),
  page('service-optional', '/service/optional', content),
  page('service-auto-parts', '/service/auto-parts', withForm),
  page('service-body-repair', '/service/body-repair', content),
  page('service-detaling', '/service/detaling', content),
  page('service-tire-service', '/service/tire-service', content),
  page('service-client-service', '/service/client-service', withForm),
  page('service-accessories', '/service/accessories', content),
  page('service-loyalty-program', '/service/loyalty-program', withForm),
  page('service-loyalty-program-level-club', '/service/loyalty-program/level-club', content),
] as const;

/** SPEC 2.7 /services pages. */
export const SERVICES_ROWS = [
  page('services', '/services', content),
  page('services-about-insurances', '/services/about-insurances', withForm),
  page('services-credit', '/services/credit', withForm),
  page('services-dom-avto-finance', '/services/dom-avto-finance', withForm),
  page('services-insurance', '/services/insurance', withForm),
  page('services-insurance-2', '/services/insurance-2', withForm),
  page('services-leasing', '/services/leasing', withForm),
  page('services-pay', '/services/pay', {
    holdings: holdingsWith('services-pay'),
    module: 'routes/pay/lookup.tsx',
  }),
  page('services-prolongatsiya', '/services/prolongatsiya', withForm),
  page('services-prolongatsiya-team', '/services/prolongatsiya/team', content),
  page('services-remote-settlement-losses', '/services/remote_settlement_losses', withForm),
  page('services-subscription', '/services/subscription', withForm),
  page('services-testdrive', '/services/testdrive', withForm),
  page('services-yandex-split', '/services/yandex_split', withForm),
  page('services-commission', '/services/commission', {
    ...withForm,
    holdings: holdingsWith('commission'),
  }),
  page('services-commercial', '/services/commercial', {
    ...withForm,
    holdings: holdingsWith('services-commercial'),
  }),
  page('services-corporate', '/services/corporate', {
    ...withForm,
    holdings: holdingsWith('corporate'),
  }),
  page('services-fleet', '/services/fleet', { ...withForm, holdings: holdingsWith('fleet') }),
  page('services-trade-in', '/services/trade-in', withForm),
  page('services-trade-in-mark', '/services/trade-in/:mark', tradeInFor),
  page('services-trade-in-mark-model', '/services/trade-in/:mark/:model', tradeInFor),
] as const;

// Bank callbacks only report a result; they need no city.
const bankReturn = { guards: [], module: 'routes/pay/bank-return.tsx' } as const;

/** SPEC 2.8 payments; bill ids keep their case (pay is excepted from the uppercase rule). */
export const PAYMENT_ROWS = [
  page('pay', '/pay', { module: 'routes/pay/lookup.tsx' }),
  page('pay-id', '/pay/:id', { params: { id: isToken }, module: 'routes/pay/bill.tsx' }),
  page('pay-success', '/pay/success', { module: 'routes/pay/success.tsx' }),
  page('webpay-bankspb-approve', '/webpay/BankSPB/Approve', bankReturn),
  page('webpay-bankspb-cancel', '/webpay/BankSPB/Cancel', bankReturn),
  page('webpay-bankspb-decline', '/webpay/BankSPB/Decline', bankReturn),
] as const;
