import { describe, expect, it } from 'vitest';
import type { FeedAd } from './formats.ts';
import { mapAd, ownersOf, plainText, statusOf, vinProblem, wholeNumber } from './mapping.ts';
import { modificationLine, parseModification } from './modification.ts';
import { TEST_CATALOGUE } from './test-catalogue.ts';
import { bodyTypeOf, colorOf, driveOf, fuelOf, gearOf } from './vocabulary.ts';

const NOW = new Date('2026-11-28T10:00:00Z');

const ad = (over: Partial<FeedAd> = {}): FeedAd => ({
  line: 7,
  feedId: 'f-1',
  make: 'Hyundai',
  model: 'Solaris',
  modification: '',
  complectation: '',
  year: '2021',
  price: '1390000',
  currency: '',
  discounts: { credit: '', tradeIn: '', insurance: '', max: '' },
  vin: 'Z94K241CBMR000101',
  mileage: '45000',
  owners: '1',
  bodyType: '',
  color: 'Белый',
  metallic: '',
  fuel: '',
  gearbox: '',
  drive: '',
  engineSize: '',
  power: '',
  availability: '',
  condition: '',
  photos: ['https://img.example.test/1.jpg'],
  equipment: [],
  description: '',
  ...over,
});

// Prices in messages are grouped with no-break spaces, as everywhere on the site.
const spaced = (list: string[] | undefined) => list?.map((s) => s.replace(/[\u00a0\u202f]/g, ' '));
const reasonsOf = (over: Partial<FeedAd>) =>
  spaced(mapAd(ad(over), TEST_CATALOGUE, NOW).problem?.reasons);

describe('make and model', () => {
  it.each([
    ['Хендай', 'hyundai'],
    ['Хёндэ', 'hyundai'],
    ['HYUNDAI', 'hyundai'],
    ['ВАЗ (LADA)', 'lada'],
    ['ВАЗ', 'lada'],
    ['Лада', 'lada'],
    ['Мерседес', 'mercedes-benz'],
    ['Mercedes-Benz', 'mercedes-benz'],
  ])('«%s» is %s', (text, code) => {
    expect(TEST_CATALOGUE.brand(text)?.code).toBe(code);
  });

  it('finds a model by name, Russian alias or the longest name the text starts with', () => {
    const toyota = TEST_CATALOGUE.brand('Тойота');
    const lada = TEST_CATALOGUE.brand('LADA');
    if (!toyota || !lada) throw new Error('test catalogue');
    expect(TEST_CATALOGUE.model(lada, 'Веста')?.code).toBe('vesta');
    expect(TEST_CATALOGUE.model(lada, 'Нива')?.code).toBe('niva-legend');
    expect(TEST_CATALOGUE.model(toyota, 'Land Cruiser Prado 150')?.code).toBe('land-cruiser-prado');
    expect(TEST_CATALOGUE.model(toyota, 'Land Cruiser 300')?.code).toBe('land-cruiser');
    expect(TEST_CATALOGUE.model(toyota, 'Supra')).toBeNull();
  });

  it('refuses an unknown make or model, saying which', () => {
    expect(reasonsOf({ make: 'Zaporozhets' })).toContain('неизвестная марка «Zaporozhets»');
    expect(reasonsOf({ model: 'Getz' })).toContain('неизвестная модель «Getz» марки Hyundai');
    expect(reasonsOf({ make: '' })).toContain('не указана марка');
  });
});

describe('the words of a car', () => {
  it.each([
    ['Седан', 'sedan'],
    ['Хетчбэк 5 дв.', 'hatchback'],
    ['Внедорожник 5 дв.', 'suv'],
    ['Универсал', 'wagon'],
    ['Микроавтобус', 'microbus'],
    ['Тачанка', null],
  ])('body «%s» is %s', (text, code) => expect(bodyTypeOf(text)).toBe(code));

  it('reads fuel, gearbox and drive in the feeds’ words', () => {
    expect(['Бензин', 'Дизель', 'Гибрид', 'Электро', 'Газ'].map(fuelOf)).toEqual([
      'petrol',
      'diesel',
      'hybrid',
      'electric',
      'gas',
    ]);
    expect(['Механика', 'Автомат', 'Робот', 'Вариатор', 'AT'].map(gearOf)).toEqual([
      'manual',
      'automatic',
      'robot',
      'variator',
      'automatic',
    ]);
    expect(['Передний', 'Задний', 'Полный', '4WD'].map(driveOf)).toEqual([
      'front',
      'rear',
      'full',
      'full',
    ]);
  });

  it('reads colours as words and as auto.ru hex codes', () => {
    expect(colorOf('Чёрный')).toMatchObject({ name: 'Чёрный', paint: { group: 'black' } });
    expect(colorOf('серебристый')).toMatchObject({
      name: 'Серебристый',
      paint: { group: 'silver' },
    });
    expect(colorOf('FAFBFB')).toMatchObject({ name: 'Белый', paint: { group: 'white' } });
    expect(colorOf('DEA522')?.paint.group).toBe('yellow');
    expect(colorOf('Хамелеон')).toBeNull();
  });

  it.each([
    [
      '2.0 AT (150 л.с.)',
      {
        engineVolume: 2000,
        engineType: 'petrol',
        gearType: 'automatic',
        power: 150,
        driveType: null,
      },
    ],
    ['1.6 MT (106 л.с.)', { engineVolume: 1600, gearType: 'manual', power: 106 }],
    [
      '3.0d AT (249 л.с.) 4WD',
      { engineVolume: 3000, engineType: 'diesel', power: 249, driveType: 'full' },
    ],
    ['2.5hyb CVT (218 л.с.)', { engineType: 'hybrid', gearType: 'variator', power: 218 }],
    ['1.5 AMT (150 л.с.) 4WD', { gearType: 'robot', driveType: 'full' }],
    ['Электро AT (204 л.с.)', { engineVolume: 0, engineType: 'electric', power: 204 }],
    ['649 см³ (73 л.с.)', { engineVolume: 649, power: 73 }],
    ['Comfort', { engineVolume: null, engineType: null, gearType: null, power: null }],
  ])('modification «%s»', (text, expected) => {
    expect(parseModification(text)).toMatchObject(expected);
  });

  it('writes a modification line when the feed gives none', () => {
    expect(
      modificationLine({
        engineType: 'diesel',
        engineVolume: 2993,
        gearType: 'automatic',
        power: 249,
        driveType: 'full',
      }),
    ).toBe('3.0d AT (249 л.с.) 4WD');
  });

  it('reads numbers, owners and availability as written', () => {
    expect(['1 390 000', '1\u00a0390\u00a0000', '12500.00', '—'].map(wholeNumber)).toEqual([
      1_390_000,
      1_390_000,
      12_500,
      null,
    ]);
    expect(['1', 'Два владельца', 'Три и более', 'Не было владельцев', ''].map(ownersOf)).toEqual([
      1,
      2,
      3,
      0,
      null,
    ]);
    expect(['В наличии', 'в пути', 'На заказ', 'под заказ', '', 'потерян'].map(statusOf)).toEqual([
      'in-stock',
      'in-transit',
      'on-sale-soon',
      'on-sale-soon',
      'in-stock',
      null,
    ]);
  });

  it('keeps a description as plain text', () => {
    expect(plainText('<p>Один владелец,<br/> <strong>книжка</strong>.</p><script>x</script>')).toBe(
      'Один владелец,\n книжка.\nx',
    );
  });
});

describe('mapAd', () => {
  it('maps a full ad to our vehicle', () => {
    const { car, problem } = mapAd(
      ad({
        make: 'Хендай',
        modification: '1.6 AT (123 л.с.)',
        bodyType: 'Седан',
        color: 'Белый',
        metallic: 'да',
        fuel: 'Бензин',
        drive: 'Передний',
        availability: 'В пути',
        discounts: { credit: '50 000', tradeIn: '30000', insurance: '', max: '80000' },
        equipment: ['Климат-контроль', 'Климат-контроль'],
      }),
      TEST_CATALOGUE,
      NOW,
    );
    expect(problem).toBeNull();
    expect(car).toMatchObject({
      brandId: 1,
      modelId: 1,
      category: 'cars',
      transportType: 'cars',
      condition: 'used',
      status: 'in-transit',
      modification: '1.6 AT (123 л.с.)',
      year: 2021,
      price: 1_390_000,
      disprice: 1_390_000,
      discountCredit: 50_000,
      discountTradeIn: 30_000,
      discountInsurance: 0,
      mileage: 45_000,
      owners: 1,
      bodyType: 'sedan',
      color: 'Белый металлик',
      colorGroup: 'white',
      country: 'korea',
      engineType: 'petrol',
      engineVolume: 1600,
      power: 123,
      gearType: 'automatic',
      driveType: 'front',
      options: ['Климат-контроль'],
    });
  });

  it('takes a car without mileage and owners as new, and its body from the model', () => {
    const { car } = mapAd(ad({ mileage: '0', owners: '', bodyType: '' }), TEST_CATALOGUE, NOW);
    expect(car).toMatchObject({ condition: 'new', owners: null, bodyType: 'sedan' });
    expect(
      mapAd(ad({ condition: 'Новые', mileage: '12' }), TEST_CATALOGUE, NOW).car?.condition,
    ).toBe('new');
  });

  it('marks a commercial model as commercial', () => {
    const { car } = mapAd(ad({ make: 'Mercedes', model: 'Sprinter' }), TEST_CATALOGUE, NOW);
    expect(car).toMatchObject({
      category: 'commercial',
      isCommercial: true,
      commercialType: 'fleet',
      bodyType: 'microbus',
    });
  });

  it.each([
    [{ vin: 'Z94K241CBMR00010' }, 'VIN из 16 знаков, а нужно 17'],
    [{ vin: 'Z94K241CBMR0001011' }, 'VIN из 18 знаков, а нужно 17'],
    [{ vin: 'Z94K241CBMR00O101' }, 'VIN содержит буквы I, O или Q, которых в VIN не бывает'],
    [
      { vin: 'Z94K241CBMR00Ж101' },
      'VIN содержит недопустимые знаки: только латинские буквы и цифры',
    ],
    [{ vin: '', feedId: '' }, 'нет ни VIN, ни номера объявления: машину не отличить от других'],
    [{ price: '0' }, 'цена не указана или равна 0'],
    [{ price: '' }, 'цена не указана или равна 0'],
    [{ price: '500' }, 'цена 500 ₽ вне разумных пределов'],
    [{ price: '9 000 000 000' }, 'цена 9 000 000 000 ₽ вне разумных пределов'],
    [{ currency: 'USD' }, 'цена в валюте USD: принимаются только рубли'],
    [{ year: '2027' }, 'год выпуска 2027 — в будущем'],
    [{ year: '' }, 'не указан год выпуска'],
    [
      { discounts: { credit: '1000000', tradeIn: '500000', insurance: '', max: '' } },
      'скидки (1 500 000 ₽) не меньше цены',
    ],
  ])('refuses %j: %s', (over, reason) => {
    const { car, problem } = mapAd(ad(over), TEST_CATALOGUE, NOW);
    expect(car).toBeNull();
    expect(problem).toMatchObject({
      line: 7,
      level: 'rejected',
      title: expect.stringContaining('Hyundai'),
    });
    expect(spaced(problem?.reasons)).toContain(reason);
  });

  it.each([
    [{ photos: [] }, 'нет фотографий'],
    [{ photos: ['javascript:alert(1)', 'file:///etc/passwd'] }, 'нет фотографий'],
    [{ vin: '' }, 'нет VIN: машина узнаётся по номеру объявления'],
    [{ color: 'Хамелеон' }, 'цвет «Хамелеон» не распознан'],
    [{ availability: 'потерян' }, 'наличие «потерян» не распознано, считаем «в наличии»'],
    [
      { discounts: { credit: '100000', tradeIn: '100000', insurance: '', max: '150000' } },
      'сумма скидок 200 000 ₽ больше максимальной скидки 150 000 ₽',
    ],
    [{ mileage: '9000000' }, 'пробег 9000000 км не похож на правду, показываем 0'],
  ])('takes %j with a doubt: %s', (over, reason) => {
    const { car, problem } = mapAd(ad(over), TEST_CATALOGUE, NOW);
    expect(car).not.toBeNull();
    expect(problem).toMatchObject({ level: 'doubtful' });
    expect(spaced(problem?.reasons)).toContain(reason);
  });

  it('names every reason of a car refused for several', () => {
    expect(reasonsOf({ vin: 'Z94C251ABLR00O404', price: '0', photos: [] })).toEqual([
      'VIN содержит буквы I, O или Q, которых в VIN не бывает',
      'цена не указана или равна 0',
      'нет фотографий',
    ]);
  });

  it('says a right VIN is right', () => {
    expect(vinProblem('XTAGFL110RY000202')).toBeNull();
  });
});
