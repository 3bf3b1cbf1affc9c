// vCard 3.0 text of a business card; commas, semicolons and backslashes are escaped as the format asks.
const esc = (value: string): string =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

export function vcardText(card: {
  firstName: string;
  lastName: string;
  position: string;
  company: string;
  phone: string;
  email: string | null;
  address: string;
}): string {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${esc(card.lastName)};${esc(card.firstName)};;;`,
    `FN:${esc(`${card.firstName} ${card.lastName}`)}`,
    `ORG:${esc(card.company)}`,
    `TITLE:${esc(card.position)}`,
    `TEL;TYPE=WORK,VOICE:${card.phone.replace(/[^\d+]/g, '')}`,
    ...(card.email ? [`EMAIL;TYPE=WORK:${card.email}`] : []),
    `ADR;TYPE=WORK:;;${esc(card.address)};;;;`,
    'END:VCARD',
  ].join('\r\n');
}
