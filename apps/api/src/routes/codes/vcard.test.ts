import { describe, expect, it } from 'vitest';
import { vcardText } from './vcard.ts';

const card = {
  firstName: 'Анна',
  lastName: 'Смирнова',
  position: 'Руководитель отдела продаж',
  company: 'Вектор; Моторс, Москва',
  phone: '+7 (495) 000-99-01',
  email: 'anna@dealer.example',
  address: 'Москва, Тестовая улица, 1',
};

describe('vCard 3.0 text', () => {
  it('has the structure a phone book reads: begin, version, names, contacts, end, CRLF lines', () => {
    const lines = vcardText(card).split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Смирнова;Анна;;;',
      'FN:Анна Смирнова',
      'ORG:Вектор\\; Моторс\\, Москва',
      'TITLE:Руководитель отдела продаж',
      'TEL;TYPE=WORK,VOICE:+74950009901',
      'EMAIL;TYPE=WORK:anna@dealer.example',
      'ADR;TYPE=WORK:;;Москва\\, Тестовая улица\\, 1;;;;',
      'END:VCARD',
    ]);
  });

  it('leaves out a missing e-mail and escapes line breaks and backslashes', () => {
    const text = vcardText({ ...card, email: null, position: 'Мастер\\консультант\nсервиса' });
    expect(text).not.toContain('EMAIL');
    expect(text).toContain('TITLE:Мастер\\\\консультант\\nсервиса');
  });
});
