// The personal area's loaders and actions (server only).
export { signInAction, signInLoader } from './sign-in.server.ts';
export { refreshLoader } from './refresh.server.ts';
export { registrationAction, registrationLoader } from './registration.server.ts';
export {
  insuranceLoader,
  insurancesLoader,
  loyaltyLoader,
  orderLoader,
  ordersLoader,
  overviewLoader,
  salesOrderLoader,
  workLoader,
} from './read.server.ts';
export { garageAction, garageCarLoader, garageLoader } from './garage.server.ts';
export {
  notificationsAction,
  notificationsLoader,
  profileAction,
  profileLoader,
} from './account.server.ts';
export { requireUser } from './session.server.ts';
export { devSignInLoader } from './dev-sign-in.server.ts';
