// Invented demo customers of the personal area (names are common Russian ones, phones from the
// unassigned 900-000-00-xx range, e-mail on the reserved example.com domain).
export const DEMO_USERS = [
  {
    phone: '79000000001',
    firstName: 'Анна',
    lastName: 'Соколова',
    middleName: 'Сергеевна',
    email: 'anna.sokolova@example.com',
    birthDate: '1988-04-12',
    gender: 'female' as const,
    cityCode: 'msk',
    registered: true,
  },
  {
    phone: '79000000002',
    firstName: '',
    lastName: '',
    middleName: '',
    email: '',
    birthDate: null,
    gender: null,
    cityCode: null,
    // Logs in for the first time: the registration form is still ahead.
    registered: false,
  },
  {
    phone: '79000000003',
    firstName: 'Дмитрий',
    lastName: 'Орлов',
    middleName: 'Андреевич',
    email: 'd.orlov@example.com',
    birthDate: '1979-11-02',
    gender: 'male' as const,
    cityCode: 'spb',
    registered: true,
  },
] as const;

export const DEMO_GARAGE = [
  {
    mark: 'Kia',
    model: 'Rio',
    year: 2019,
    vin: 'Z94CB41AAKR000001',
    stateNumber: 'А 001 АА 77',
    mileage: 64_300,
    color: 'белый',
  },
  {
    mark: 'Lada',
    model: 'Vesta',
    year: 2022,
    vin: 'XTAGFL000N0000002',
    stateNumber: 'В 002 ВВ 77',
    mileage: 21_800,
    color: 'серый',
  },
  {
    mark: 'Skoda',
    model: 'Octavia',
    year: 2020,
    vin: 'XW8AN0000L0000003',
    stateNumber: 'Е 003 ЕЕ 78',
    mileage: 58_100,
    color: 'синий',
  },
] as const;

export const SERVICE_WORKS = [
  {
    name: 'Техническое обслуживание ТО-4',
    kind: 'work',
    qty: 1,
    price: 9_800,
    mechanic: 'Механик смены А',
  },
  { name: 'Масло моторное 5W-30, 1 л', kind: 'part', qty: 5, price: 890, mechanic: '' },
  { name: 'Фильтр масляный', kind: 'part', qty: 1, price: 1_150, mechanic: '' },
  { name: 'Диагностика подвески', kind: 'work', qty: 1, price: 2_400, mechanic: 'Механик смены Б' },
  {
    name: 'Замена тормозных колодок',
    kind: 'work',
    qty: 1,
    price: 3_200,
    mechanic: 'Механик смены А',
  },
  { name: 'Колодки тормозные передние', kind: 'part', qty: 1, price: 5_600, mechanic: '' },
] as const;

export const NOTIFICATIONS = [
  {
    title: 'Автомобиль принят в работу',
    text: 'Заказ-наряд открыт. Мы сообщим, когда автомобиль будет готов.',
    link: '/lk/orders/',
  },
  {
    title: 'Бонусы скоро сгорят',
    text: 'Часть бонусных баллов сгорит в ближайшие две недели.',
    link: '/lk/loyalty/',
  },
  {
    title: 'Полис ОСАГО',
    text: 'Срок действия полиса подходит к концу. Продлите его заранее.',
    link: '/lk/insurances/',
  },
] as const;

// Two staff accounts for /reports; the passwords come from the environment or these demo values.
export const DEMO_STAFF = [
  {
    login: 'admin',
    name: 'Администратор отчётов',
    role: 'admin' as const,
    holdingId: null,
    demoPassword: 'admin-demo-2026',
  },
  {
    login: 'manager',
    name: 'Менеджер холдинга 1',
    role: 'manager' as const,
    holdingId: 1,
    demoPassword: 'manager-demo-2026',
  },
];
