export {
  bankReturn,
  billLookupAction,
  loadBill,
  loadBillLookup,
  loadPaid,
  startPaymentAction,
} from './pay.server.ts';
