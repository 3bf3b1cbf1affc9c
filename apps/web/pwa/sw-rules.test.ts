import { describe, expect, it } from 'vitest';
import { handledAs, keptAnswer } from './sw-rules.ts';

const url = (path: string) => new URL(path, 'https://www.vektor-motors.example');

describe('service worker rules (decision 0067)', () => {
  it('handles pages and their data, and leaves embeds, the desk, the API and its own files alone', () => {
    expect(handledAs(url('/cars/'), 'navigate', 'GET')).toBe('page');
    expect(handledAs(url('/cars/_.data?_routes=root'), 'cors', 'GET')).toBe('data');
    expect(handledAs(url('/cars.data'), 'same-origin', 'GET')).toBe('data');
    for (const path of [
      '/iframe/basket/',
      '/reports/',
      '/reports/leads/1/',
      '/api/v1/user',
      '/sw.js',
    ])
      expect(handledAs(url(path), 'navigate', 'GET')).toBeNull();
    expect(handledAs(url('/builds/latest.json'), 'cors', 'GET')).toBeNull();
    expect(handledAs(url('/services/credit/'), 'navigate', 'POST')).toBeNull();
    expect(handledAs(url('/assets/shell-abc12345.js'), 'cors', 'GET')).toBeNull();
  });

  it('keeps only what the server gives every visitor, never the personal area', () => {
    expect(keptAnswer(url('/cars/'), 200, 'public, max-age=60, s-maxage=300')).toBe(true);
    expect(keptAnswer(url('/cars/'), 200, null)).toBe(true);
    expect(keptAnswer(url('/basket/'), 200, 'private, no-store')).toBe(false);
    expect(keptAnswer(url('/cars/'), 200, 'no-store')).toBe(false);
    expect(keptAnswer(url('/cars/'), 503, 'no-store')).toBe(false);
    expect(keptAnswer(url('/cars/x/'), 404, 'public, max-age=60')).toBe(false);
    expect(keptAnswer(url('/lk/'), 200, 'public')).toBe(false);
    expect(keptAnswer(url('/lk/garage/_.data'), 200, 'public')).toBe(false);
    expect(keptAnswer(url('/lk.data'), 200, 'public')).toBe(false);
  });
});
