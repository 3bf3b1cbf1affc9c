import { describe, expect, it } from 'vitest';
import { shownPhone } from './city.ts';
import { siteData } from './site.server.ts';

// The phone every part of the shell shows (SPEC 1, 3, 4): a dealer's, else the holding's in the city.
describe('shownPhone', () => {
  const site = siteData(1, 'msk');

  it("is the holding's phone of the city shown, also a city chosen before the loader answers", () => {
    expect(shownPhone(site, 'msk', null)).toBe(site.phones.msk);
    expect(shownPhone(site, 'spb', null)).toBe(site.phones.spb);
    expect(site.phones.spb).not.toBe(site.phones.msk);
    expect(shownPhone(siteData(2, 'spb'), 'spb', null)).toBe(siteData(2, 'spb').phones.spb);
  });

  it("is a dealer's phone while the card sets one, and an empty dealer phone does not blank it", () => {
    expect(shownPhone(site, 'msk', '+7 (900) 000-00-01')).toBe('+7 (900) 000-00-01');
    expect(shownPhone(site, 'msk', '')).toBe(site.phones.msk);
  });
});
