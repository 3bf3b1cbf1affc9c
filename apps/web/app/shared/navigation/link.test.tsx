import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Link, NavLink, leftToBrowser } from './link.tsx';

const plain = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};

describe('Link', () => {
  it('renders an anchor with the href, its own attributes and route discovery', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/cars/']}>
        <Link to="/catalog/5/" className="tile" aria-label="Kia Rio">
          Kia Rio
        </Link>
      </MemoryRouter>,
    );
    expect(html).toBe(
      '<a class="tile" aria-label="Kia Rio" href="/catalog/5/" data-discover="true">Kia Rio</a>',
    );
  });

  it('leaves modified clicks, other buttons, handled clicks and other windows to the browser', () => {
    expect(leftToBrowser(plain, undefined)).toBe(false);
    expect(leftToBrowser(plain, '_self')).toBe(false);
    expect(leftToBrowser(plain, '_blank')).toBe(true);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey', 'defaultPrevented'] as const)
      expect(leftToBrowser({ ...plain, [key]: true }, undefined)).toBe(true);
    expect(leftToBrowser({ ...plain, button: 1 }, undefined)).toBe(true);
  });
});

describe('NavLink', () => {
  it('marks the link of the page one is on, not those of pages above it', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/about/contacts/']}>
        <NavLink to="/about/">О нас</NavLink>
        <NavLink to="/about/contacts/">Контакты</NavLink>
      </MemoryRouter>,
    );
    expect(html).toContain('<a href="/about/" data-discover="true">О нас</a>');
    expect(html).toContain(
      '<a aria-current="page" href="/about/contacts/" data-discover="true">Контакты</a>',
    );
  });
});
