// What the code routes do on the server: follow codes, answer business cards.
export { followItemCode, followShortLink } from './short-link.server.ts';
export { isVcardLang, vcardResponse } from './vcard.server.ts';
export { loadPerson } from './load-person.server.ts';
