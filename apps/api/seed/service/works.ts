export type ServiceWorkSeed = {
  code: string;
  name: string;
  pagePath: string | null;
  priceFrom: number;
  durationMinutes: number;
};

// Works a visitor books at /service/online, with an indicative price (demo values).
export const SERVICE_WORKS: readonly ServiceWorkSeed[] = [
  {
    code: 'to',
    name: 'Техническое обслуживание',
    pagePath: 'service/to',
    priceFrom: 9900,
    durationMinutes: 120,
  },
  {
    code: 'oil',
    name: 'Замена масла',
    pagePath: 'service/to/zamena-masla',
    priceFrom: 2500,
    durationMinutes: 30,
  },
  {
    code: 'diagnostics',
    name: 'Компьютерная диагностика',
    pagePath: 'service',
    priceFrom: 1900,
    durationMinutes: 60,
  },
  {
    code: 'tires',
    name: 'Шиномонтаж',
    pagePath: 'service/tire-service',
    priceFrom: 2800,
    durationMinutes: 40,
  },
  {
    code: 'body',
    name: 'Кузовной ремонт: осмотр и расчёт',
    pagePath: 'service/body-repair',
    priceFrom: 0,
    durationMinutes: 30,
  },
  {
    code: 'detailing',
    name: 'Детейлинг',
    pagePath: 'service/detaling',
    priceFrom: 4500,
    durationMinutes: 180,
  },
  {
    code: 'optional',
    name: 'Установка дополнительного оборудования',
    pagePath: 'service/optional',
    priceFrom: 3500,
    durationMinutes: 120,
  },
  {
    code: 'ev',
    name: 'Диагностика батареи электромобиля',
    pagePath: 'service/electro',
    priceFrom: 3900,
    durationMinutes: 90,
  },
];
