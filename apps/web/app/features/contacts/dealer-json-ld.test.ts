import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../shared/site/json-ld.ts';
import { dealerJsonLd } from './dealer-json-ld.ts';

const dealer = {
  name: 'Тестовый центр',
  address: 'ул. Примерная, 1',
  city: { code: 'spb' as const },
  lat: 59.9,
  lon: 30.3,
  phone: '+7 (812) 000-00-01',
  email: null,
  workingHours: 'Ежедневно с 09:00 до 21:00',
  brands: [{ nameEn: 'Kia' }],
  departments: [{ name: 'Сервис', phone: '+7 (812) 000-00-02', workingHours: 'Круглосуточно' }],
  rating: { average: 4.5, count: 12 },
};

describe('dealer JSON-LD', () => {
  it('is an AutoDealer with its address, place, daily hours, brands and rating', () => {
    const ld = dealerJsonLd(dealer, 'https://site.test/contacts/spb/test/');
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Тестовый центр',
      url: 'https://site.test/contacts/spb/test/',
      address: { addressLocality: 'Санкт-Петербург', addressCountry: 'RU' },
      geo: { latitude: 59.9, longitude: 30.3 },
      openingHours: 'Mo-Su 09:00-21:00',
      brand: [{ '@type': 'Brand', name: 'Kia' }],
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
    expect(ld).not.toHaveProperty('email');
  });

  it('leaves the rating out while the dealer has no reviews, and hours it cannot read', () => {
    const ld = dealerJsonLd(
      { ...dealer, workingHours: 'По записи', rating: { average: 0, count: 0 } },
      'https://site.test/x/',
    );
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('openingHours');
  });

  it('cannot close its script tag', () => {
    expect(jsonLdText({ name: '</script><b>' })).not.toContain('</script>');
  });
});
