// What the contact routes load on the server.
export { loadContacts } from './load-contacts.server.ts';
export { loadAdviser, loadAdvisers, loadDealer } from './load-dealer.server.ts';
