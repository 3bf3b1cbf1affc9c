import { describe, expect, it } from 'vitest';
import { hubTiles } from './service-hub.ts';

const link = (path: string, title: string) => ({ title, href: `/${path}/` });

describe('the services hub (issue 29: each service once, with its icon)', () => {
  it('puts the pages about a service under it and draws each service', () => {
    const tiles = hubTiles([
      link('services/credit', 'Автокредит'),
      link('services/insurance', 'Страхование'),
      link('services/insurance-2', 'Расширенное страхование'),
      link('services/about-insurances', 'О страховании'),
      link('services/dom-avto-finance', 'Дом Авто Финанс'),
      link('services/trade-in', 'Трейд-ин'),
    ]);
    expect(tiles.map((tile) => [tile.title, tile.icon])).toEqual([
      ['Автокредит', 'credit'],
      ['Страхование', 'insurance'],
      ['Трейд-ин', 'trade-in'],
    ]);
    expect(tiles[1]!.related!.map((page) => page.title)).toEqual([
      'Расширенное страхование',
      'О страховании',
    ]);
    expect(tiles[0]!.related).toEqual([link('services/dom-avto-finance', 'Дом Авто Финанс')]);
  });

  it('keeps a page as its own tile when its service is not built on the holding', () => {
    const tiles = hubTiles([link('services/prolongatsiya', 'Пролонгация полиса')]);
    expect(tiles.map((tile) => tile.title)).toEqual(['Пролонгация полиса']);
  });
});
