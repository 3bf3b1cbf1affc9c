import type { CarColor } from '@dealer/domain';

// Body colours as dealers name them, grouped into the colorgroup- filter values; weights follow the market.
export type Paint = { name: string; hex: string; group: CarColor; weight: number };

export const PAINTS: readonly Paint[] = [
  { name: 'Белый', hex: '#f2f2ef', group: 'white', weight: 14 },
  { name: 'Белый перламутр', hex: '#ebe8df', group: 'white', weight: 6 },
  { name: 'Чёрный', hex: '#141416', group: 'black', weight: 12 },
  { name: 'Чёрный металлик', hex: '#23252b', group: 'black', weight: 7 },
  { name: 'Серебристый металлик', hex: '#c0c4c8', group: 'silver', weight: 10 },
  { name: 'Серый', hex: '#7b7f84', group: 'gray', weight: 8 },
  { name: 'Тёмно-серый металлик', hex: '#4a4e54', group: 'gray', weight: 6 },
  { name: 'Красный', hex: '#b3161f', group: 'red', weight: 5 },
  { name: 'Бордовый', hex: '#6b1b26', group: 'red', weight: 2 },
  { name: 'Синий металлик', hex: '#1f3f8a', group: 'blue', weight: 6 },
  { name: 'Голубой', hex: '#6ea2d6', group: 'blue', weight: 2 },
  { name: 'Зелёный', hex: '#2e6a3b', group: 'green', weight: 2 },
  { name: 'Хаки', hex: '#6b6a3c', group: 'green', weight: 1 },
  { name: 'Коричневый металлик', hex: '#5a3b26', group: 'brown', weight: 3 },
  { name: 'Бежевый', hex: '#d6c5a2', group: 'beige', weight: 2 },
  { name: 'Жёлтый', hex: '#e5b21f', group: 'yellow', weight: 1 },
  { name: 'Оранжевый', hex: '#e0701f', group: 'yellow', weight: 1 },
];
