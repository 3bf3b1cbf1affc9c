// The personal area (SPEC 2.9) and the sign-in pages: what the route modules render.
export { SignInPage } from './sign-in-page.tsx';
export { RegistrationPage } from './registration-page.tsx';
export { OverviewPage } from './overview-page.tsx';
export { OrdersPage, OrderPage, WorkPage } from './orders-page.tsx';
export { InsurancesPage, InsurancePage, LoyaltyPage } from './insurances-page.tsx';
export { GaragePage, GarageCarPage } from './garage-page.tsx';
export { NotificationsPage } from './notifications-page.tsx';
export { ProfilePage } from './profile-page.tsx';
export { FunctionalServicesPage } from './functional-services-page.tsx';
export { LkPage, UserSync } from './lk-page.tsx';
export type { FormResult, SignInState } from './types.ts';
export { DevSignInPage } from './dev-sign-in-page.tsx';
