import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VEHICLE_FORM_QUERY, VEHICLE_FORMS } from './features/lead-form/vehicle-forms.ts';
import { DealerBlock, REQUEST_FORM_HREF } from './features/vehicle-card/dealer-block.tsx';

// The card's bottom bar (a static part of the card feature) links to the lead forms' request form:
// the two features may not import each other, so the address is written twice and checked here.
describe("the card's bottom bar", () => {
  it("leads to the first call to action's form, and calls the dealer", () => {
    const [first] = VEHICLE_FORMS;
    expect(REQUEST_FORM_HREF).toBe(`?${VEHICLE_FORM_QUERY}=${first?.key}#lead-form`);
    const html = renderToString(
      <DealerBlock
        dealer={{
          name: 'Север',
          address: 'ул. Тестовая, 1',
          phone: '+7 (495) 000-00-01',
          workingHours: '',
          lat: 55.7,
          lon: 37.6,
        }}
      />,
    );
    expect(html).toContain('data-bottom-bar');
    expect(html).toContain('href="tel:+74950000001"');
    expect(html).toContain(`href="${REQUEST_FORM_HREF}"`);
  });
});
