import { describe, expect, it } from 'vitest';
import { receptionText } from './booking/load-booking.server.ts';
import { ancestorsOf, servicePageView, servicePathOf } from './load-service.server.ts';

const reception = {
  code: 'demo',
  name: 'Демо',
  cityCode: 'msk',
  address: 'ул. Примерная, 1',
  opensAt: '08:00',
  closesAt: '21:00',
  slotMinutes: 60,
  capacity: 2,
};

describe('service page paths', () => {
  it('asks the API for the path without slashes, with every page above it', () => {
    expect(servicePathOf('/service/to/zamena-masla/')).toBe('service/to/zamena-masla');
    expect(ancestorsOf('service/kia/rio/to-1')).toEqual([
      'service',
      'service/kia',
      'service/kia/rio',
    ]);
    expect(ancestorsOf('services')).toEqual([]);
  });

  it('links built sub-pages only and books from /service pages with their first work', () => {
    const page = {
      path: 'service/to',
      title: 'Техническое обслуживание',
      description: '',
      blocks: [],
      children: [{ path: 'service/to/zamena-masla', title: 'Замена масла' }],
      works: [
        { code: 'to', name: 'ТО', priceFrom: 9900, durationMinutes: 120, pagePath: 'service/to' },
      ],
    };
    const view = servicePageView(1, page, new Map([['service', 'Сервис']]));
    expect(view.crumbs.map((c) => c.label)).toEqual([
      'Главная',
      'Сервис',
      'Техническое обслуживание',
    ]);
    expect(view.children).toEqual([{ title: 'Замена масла', href: '/service/to/zamena-masla/' }]);
    expect(view.bookingHref).toBe('/service/online/?work=to');
    const credit = servicePageView(2, { ...page, path: 'services/credit', works: [] }, new Map());
    expect(credit.bookingHref).toBeNull();
  });
});

describe('service booking form', () => {
  it('names the reception days as a run or one by one', () => {
    expect(receptionText({ ...reception, weekdays: [1, 2, 3, 4, 5, 6, 7] })).toBe(
      'пн–вс, 08:00–21:00',
    );
    expect(receptionText({ ...reception, weekdays: [1, 3, 5] })).toBe('пн, ср, пт, 08:00–21:00');
  });
});
