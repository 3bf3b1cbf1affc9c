import { describe, expect, it } from 'vitest';
import { CITY_COOKIE_MAX_AGE } from '@dealer/domain';
import { cityQuestionResting } from './city-question.ts';

describe('a city question put aside (decision 0052)', () => {
  const putAside = '2026-03-01T10:00:00.000Z';
  const at = (ms: number) => Date.parse(putAside) + ms;

  it('is not asked again while a city choice would still last', () => {
    expect(cityQuestionResting(putAside, at(0))).toBe(true);
    expect(cityQuestionResting(putAside, at(CITY_COOKIE_MAX_AGE * 1000 - 1))).toBe(true);
  });

  it('is asked again once that time is over, or when it never was put aside', () => {
    expect(cityQuestionResting(putAside, at(CITY_COOKIE_MAX_AGE * 1000))).toBe(false);
    expect(cityQuestionResting(null, at(0))).toBe(false);
    // A date from the future (a clock set back) does not silence it for good.
    expect(cityQuestionResting(putAside, at(-60_000))).toBe(false);
  });
});
