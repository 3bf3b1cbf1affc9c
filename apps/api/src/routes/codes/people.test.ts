import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, vcards } from '../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { insertDealer } from '../../../test/identity-fixtures.ts';
import { seedPeople } from '../../../seed/people.ts';

describe(`staff profiles /codes/people on ${testDbLabel}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const dealerId = await insertDealer(t.client.db);
    const [head, adviser] = await t.client.db
      .insert(employees)
      .values([
        {
          dealerId,
          code: 'smirnova-anna',
          firstName: 'Анна',
          lastName: 'Смирнова',
          position: 'Руководитель отдела продаж',
          departmentCode: 'sales',
          phone: '+7 (495) 000-99-01',
          email: 'anna@dealer.example',
          about: 'Помогу выбрать автомобиль.',
        },
        {
          dealerId,
          code: 'orlov-petr',
          firstName: 'Пётр',
          lastName: 'Орлов',
          position: 'Менеджер отдела продаж',
          departmentCode: 'sales',
          phone: '+7 (495) 000-99-02',
        },
      ])
      .returning({ id: employees.id });
    const translation = (position: string) => ({
      firstName: 'Anna',
      lastName: 'Smirnova',
      position,
      company: 'VEKTOR MOTORS',
    });
    await t.client.db.insert(vcards).values([
      {
        code: 'CardAnna1',
        holdingId: 1,
        employeeId: head!.id,
        translations: { en: translation('Head of sales'), cn: translation('销售总监') },
      },
      { code: 'CardPetr2', holdingId: 1, employeeId: adviser!.id },
    ]);
    expect(await seedPeople(t.client.db)).toBe(1);
    expect(await seedPeople(t.client.db)).toBe(0);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject(`/v1${url}`);

  it('answers a named head of department in Russian and translated, with the card to download', async () => {
    const ru = await get('/codes/people/anna-smirnova?holdingId=1');
    expect(ru.statusCode).toBe(200);
    expect(ru.json()).toMatchObject({
      slug: 'anna-smirnova',
      lang: 'ru',
      firstName: 'Анна',
      lastName: 'Смирнова',
      position: 'Руководитель отдела продаж',
      about: 'Помогу выбрать автомобиль.',
      vcardCode: 'CardAnna1',
      dealer: { city: 'msk' },
    });
    const cn = (await get('/codes/people/anna-smirnova?holdingId=1&lang=cn')).json();
    expect(cn).toMatchObject({ lang: 'cn', firstName: 'Anna', position: '销售总监', about: '' });
    const vcf = (await get('/codes/vcard/CardAnna1?holdingId=1&lang=en')).json().vcf as string;
    expect(vcf).toContain('TITLE:Head of sales');
  });

  it('has no page for staff without a profile, another holding or a bad name', async () => {
    expect((await get('/codes/people/petr-orlov?holdingId=1')).statusCode).toBe(404);
    expect((await get('/codes/people/anna-smirnova?holdingId=2')).statusCode).toBe(404);
    expect((await get('/codes/people/Anna?holdingId=1')).statusCode).toBe(400);
    expect((await get('/codes/people/anna-smirnova?holdingId=1&lang=de')).statusCode).toBe(400);
  });
});
