import { holdingsWith } from '../../holdings/features.ts';
import { page } from '../define.ts';
import { isToken } from '../params.ts';

/** SPEC 2.7 service booking and service pages; fixed words outrank the :code levels. */
export const SERVICE_ROWS = [
  page('service', '/service'),
  page('service-code', '/service/:code'),
  page('service-code-code2', '/service/:code/:code2'),
  page('service-code-code2-code3', '/service/:code/:code2/:code3'),
  page('service-online', '/service/online'),
  page('service-to', '/service/to'),
  page('service-to-zamena-masla', '/service/to/zamena-masla'),
  page('service-electro', '/service/electro'),
  page('service-optional', '/service/optional'),
  page('service-auto-parts', '/service/auto-parts'),
  page('service-body-repair', '/service/body-repair'),
  page('service-detaling', '/service/detaling'),
  page('service-tire-service', '/service/tire-service'),
  page('service-client-service', '/service/client-service'),
  page('service-accessories', '/service/accessories'),
  page('service-loyalty-program', '/service/loyalty-program'),
  page('service-loyalty-program-level-club', '/service/loyalty-program/level-club'),
] as const;

/** SPEC 2.7 /services pages. */
export const SERVICES_ROWS = [
  page('services', '/services'),
  page('services-about-insurances', '/services/about-insurances'),
  page('services-credit', '/services/credit'),
  page('services-dom-avto-finance', '/services/dom-avto-finance'),
  page('services-insurance', '/services/insurance'),
  page('services-insurance-2', '/services/insurance-2'),
  page('services-leasing', '/services/leasing'),
  page('services-pay', '/services/pay', { holdings: holdingsWith('services-pay') }),
  page('services-prolongatsiya', '/services/prolongatsiya'),
  page('services-prolongatsiya-team', '/services/prolongatsiya/team'),
  page('services-remote-settlement-losses', '/services/remote_settlement_losses'),
  page('services-subscription', '/services/subscription'),
  page('services-testdrive', '/services/testdrive'),
  page('services-yandex-split', '/services/yandex_split'),
  page('services-commission', '/services/commission', { holdings: holdingsWith('commission') }),
  page('services-commercial', '/services/commercial', {
    holdings: holdingsWith('services-commercial'),
  }),
  page('services-corporate', '/services/corporate', { holdings: holdingsWith('corporate') }),
  page('services-fleet', '/services/fleet', { holdings: holdingsWith('fleet') }),
  page('services-trade-in', '/services/trade-in'),
  page('services-trade-in-mark', '/services/trade-in/:mark'),
  page('services-trade-in-mark-model', '/services/trade-in/:mark/:model'),
] as const;

// Bank callbacks only report a result; they need no city.
const bankReturn = { guards: [] } as const;

/** SPEC 2.8 payments; bill ids keep their case (pay is excepted from the uppercase rule). */
export const PAYMENT_ROWS = [
  page('pay', '/pay'),
  page('pay-id', '/pay/:id', { params: { id: isToken } }),
  page('pay-success', '/pay/success'),
  page('webpay-bankspb-approve', '/webpay/BankSPB/Approve', bankReturn),
  page('webpay-bankspb-cancel', '/webpay/BankSPB/Cancel', bankReturn),
  page('webpay-bankspb-decline', '/webpay/BankSPB/Decline', bankReturn),
] as const;
