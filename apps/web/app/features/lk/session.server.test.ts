import { describe, expect, it } from 'vitest';
import { lkTarget, recordId } from './session.server.ts';
import { checkNewCar, NEED_VIN_OR_PLATE } from './garage.server.ts';

describe('personal area rules', () => {
  it('goes on only to a path of this site after sign-in', () => {
    const target = (value: string) =>
      lkTarget(new Request(`http://localhost/lk/auth/?redirect=${encodeURIComponent(value)}`));
    expect(target('/lk/garage/')).toBe('/lk/garage/');
    for (const bad of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil.example/',
      '',
    ])
      expect(target(bad)).toBe('/lk/');
    expect(lkTarget(new Request('http://localhost/lk/auth/'))).toBe('/lk/');
  });

  it('takes only a positive whole number as a record id', () => {
    const request = new Request('http://localhost/lk/garage/x/');
    expect(recordId('42', request)).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '0123', '9999999999', undefined])
      expect(() => recordId(bad, request)).toThrow();
  });

  it('adds a car by VIN or state number with the SPEC 5 messages', () => {
    expect(checkNewCar({ mark: 'Kia', model: 'Rio', vin: 'Z94CB41AAKR000001' })).toEqual({});
    expect(checkNewCar({ mark: 'Kia', model: 'Rio', stateNumber: 'А 123 ВС 77' })).toEqual({});
    expect(checkNewCar({ mark: '', model: 'Rio' })).toEqual({
      mark: 'Необходимо заполнить поле',
      vin: NEED_VIN_OR_PLATE,
    });
    expect(checkNewCar({ mark: 'Kia', model: 'Rio', vin: 'XTA1', stateNumber: 'А 1' })).toEqual({
      vin: 'VIN должен содержать 17 символов',
      stateNumber: 'Некорректный формат госномера.',
    });
    expect(
      checkNewCar({ mark: 'Kia', model: 'Rio', year: '19', vin: 'Z94CB41AAKR000001' }).year,
    ).toBe('Некорректный год');
  });
});
