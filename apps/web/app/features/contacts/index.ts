// The contact pages: dealers of a city, a dealer, its advisers (SPEC 2.5).
export { AdviserPage } from './adviser-page.tsx';
export { AdvisersPage } from './advisers-page.tsx';
export { ContactsPage } from './contacts-page.tsx';
export { DealerPage } from './dealer-page.tsx';
