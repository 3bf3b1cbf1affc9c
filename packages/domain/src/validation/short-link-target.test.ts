import { describe, expect, it } from 'vitest';
import { SHORT_LINK_MESSAGES as M, shortLinkTarget } from './short-link-target.ts';

describe('short link targets: pages of the holding own site only', () => {
  it.each<[string, 1 | 2, string]>([
    ['/cars/new/', 1, '/cars/new/'],
    ['  /cars/new/?mark=kia#top ', 1, '/cars/new/?mark=kia#top'],
    ['/cars/../contacts/', 1, '/contacts/'],
    ['/каталог/', 1, '/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/'],
    ['https://www.vektor-motors.example/cars/used/?page=2', 1, '/cars/used/?page=2'],
    ['http://VEKTOR-MOTORS.example', 1, '/'],
    ['https://h2.localhost:3000/services/pay/', 2, '/services/pay/'],
    ['https://www.severnoe-siyanie.example./actions/', 2, '/actions/'],
  ])('%j on holding %i → %j', (input, holding, path) => {
    expect(shortLinkTarget(input, holding)).toEqual({ ok: true, path });
  });

  it.each<[string, 1 | 2, string]>([
    ['', 1, M.empty],
    ['   ', 1, M.empty],
    [`/${'a'.repeat(2048)}`, 1, M.tooLong],
    ['/cars new/', 1, M.invalid],
    ['/cars/\u0000', 1, M.invalid],
    ['/\\evil.example', 1, M.invalid],
    ['cars/new', 1, M.invalid],
    ['//evil.example/cars/', 1, M.foreign],
    ['https://evil.example/cars/', 1, M.foreign],
    ['https://www.vektor-motors.example.evil.example/', 1, M.foreign],
    ['https://user@www.vektor-motors.example/', 1, M.foreign],
    ['https://www.severnoe-siyanie.example/', 1, M.foreign],
    ['https://www.vektor-motors.example/', 2, M.foreign],
    ['javascript:alert(1)', 1, M.foreign],
    ['ftp://www.vektor-motors.example/', 1, M.foreign],
    ['/sl/AbC123/', 1, M.alreadyShort],
    ['https://localhost/SL/x', 1, M.alreadyShort],
  ])('%# on holding %i is refused: %s', (input, holding, message) => {
    expect(shortLinkTarget(input, holding)).toEqual({ ok: false, message });
  });
});
