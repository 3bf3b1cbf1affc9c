// The personal area's loaders and actions (server only).
export { signInAction, loadSignIn } from './sign-in.server.ts';
export { loadRefresh } from './refresh.server.ts';
export { registrationAction, loadRegistration } from './registration.server.ts';
export {
  loadInsurance,
  loadInsurances,
  loadLoyalty,
  loadOrder,
  loadOrders,
  loadOverview,
  loadSalesOrder,
  loadOrderWork,
} from './read.server.ts';
export { garageAction, loadGarageCar, loadGarage } from './garage.server.ts';
export {
  notificationsAction,
  loadNotifications,
  profileAction,
  loadProfile,
} from './account.server.ts';
export { requireUser } from './session.server.ts';
export { loadDevSignIn } from './dev-sign-in.server.ts';
