import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { HoldingId } from '@dealer/domain';
import { SiteContext } from '../stores/site.ts';
import type { SiteData } from '../stores/site.ts';
import { siteData } from '../stores/site.server.ts';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { MainNav } from './header/main-nav.tsx';
import MegaMenu from './header/mega-menu.tsx';
import type { MenuSection } from './menu/menu-model.ts';
import { SectionList, SubPanel } from './side-menu/side-menu-levels.tsx';
import { NO_LINKS, ShellLinksContext } from './shell-links.ts';
import type { ShellLinks } from './shell-links.ts';

// Server renders of the chrome: the shared HTML every visitor of a (holding, city) receives.
function site(holdingId: HoldingId): SiteData {
  return siteData(holdingId, 'msk');
}

function render(
  node: ReactNode,
  holdingId: HoldingId = 1,
  path = '/',
  links: ShellLinks = NO_LINKS,
): string {
  return renderToString(
    <SiteContext value={site(holdingId)}>
      <ShellLinksContext value={links}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </ShellLinksContext>
    </SiteContext>,
  );
}

// Sections as resolveMenu gives them once pages are built (see menu-model.test.ts).
const catalog: MenuSection = {
  key: 'catalog',
  label: 'Каталог',
  href: '/cars/',
  hover: true,
  children: [{ label: 'Новые автомобили', href: '/cars/new/' }],
};
const actions: MenuSection = {
  key: 'actions',
  label: 'Акции',
  href: '/actions/',
  hover: false,
  children: [],
};
const store: MenuSection = {
  key: 'store',
  label: 'Аксессуары',
  href: null,
  hover: true,
  children: [
    {
      label: 'Уход',
      href: '/store/care/',
      children: [
        { label: 'Все', href: '/store/care/' },
        { label: 'Воск', href: '/store/care/wax/' },
      ],
    },
  ],
};
const brands: MenuSection = {
  key: 'brands',
  label: 'Бренды',
  href: '/brands/',
  hover: true,
  children: [{ label: 'BMW', href: '/brands/bmw/', logo: '/icons/defaultBrandLogo.png' }],
};

describe('header in the shared HTML', () => {
  it('has the phone and no per-visitor part (no «Вход», no counts)', () => {
    const html = render(<Header menu={[]} />, 1, '/', {
      ...NO_LINKS,
      top: [{ label: 'Новости', href: '/news/' }],
      pages: { ...NO_LINKS.pages, en: '/en/about/' },
    });
    expect(html).toContain(`href="tel:+74950001001"`);
    expect(html).toMatch(/aria-label="Информация".*href="\/news\/"/);
    expect(html).toMatch(/href="\/en\/about\/"[^>]*>EN</);
    expect(html).not.toContain('Вход');
    expect(html).not.toContain('Избранное');
    expect(html).toContain('aria-label="Меню"');
  });

  it('has the city button on both holdings (decision 0053)', () => {
    expect(render(<Header menu={[]} />, 1)).toContain('Ваш город: ');
    expect(render(<Header menu={[]} />, 2)).toContain('Ваш город: ');
  });
});

describe('main navigation', () => {
  it('renders built sections, highlights the catalogue on listing paths, toggles only where a panel exists', () => {
    const html = render(<MainNav sections={[catalog, actions, store]} />, 1, '/cars/new/');
    expect(html).toContain('aria-label="Основное меню"');
    expect(html).toMatch(
      /<a[^>]*aria-current="true"[^>]*href="\/cars\/"|<a[^>]*href="\/cars\/"[^>]*aria-current="true"/,
    );
    expect(html).toContain('aria-label="Разделы: Каталог"');
    expect(html).toContain('aria-label="Разделы: Аксессуары"');
    expect(html).not.toContain('Разделы: Акции');
    expect(html).not.toContain('Новые автомобили'); // the panel loads on first open
  });

  it('renders nothing without sections', () => {
    expect(render(<MainNav sections={[]} />)).toBe('');
  });

  it('mega-menu: brand logos, category columns without a second «Все», the section link', () => {
    const brandHtml = render(<MegaMenu id="m" section={brands} />);
    expect(brandHtml).toContain('href="/brands/bmw/"');
    expect(brandHtml).toContain('src="/icons/defaultBrandLogo.png"');
    expect(brandHtml).toContain('Смотреть все');
    const storeHtml = render(<MegaMenu id="m" section={store} />);
    expect(storeHtml).toContain('href="/store/care/wax/"');
    expect(storeHtml.match(/href="\/store\/care\/"/g)).toHaveLength(1);
    expect(storeHtml).not.toContain('Смотреть все');
  });
});

describe('side menu levels', () => {
  it('opens panels from sections with entries and links the others', () => {
    const html = render(
      <SectionList sections={[catalog, actions]} onOpen={() => {}} />,
      1,
      '/actions/',
    );
    expect(html).toMatch(/<button[^>]*>Каталог/);
    expect(html).toMatch(
      /<a[^>]*href="\/actions\/"[^>]*>Акции|<a[^>]*aria-current="true"[^>]*>Акции/,
    );
  });

  it('a store category panel offers «Все» and its categories', () => {
    const [care] = store.children;
    const html = render(
      <SubPanel
        title="Уход"
        href={null}
        nodes={care?.children ?? []}
        covered={false}
        onBack={() => {}}
        onOpen={() => {}}
        onLink={() => {}}
      />,
    );
    expect(html).toContain('Назад');
    expect(html).toMatch(/href="\/store\/care\/"[^>]*>Все/);
    expect(html).toContain('href="/store/care/wax/"');
  });
});

describe('footer', () => {
  it('has the callback button, the social and card marks, the disclaimer', () => {
    const html = render(<Footer />, 1);
    expect(html).toContain('Обратный звонок');
    for (const name of ['ВКонтакте', 'YouTube', 'Telegram', 'Дзен'])
      expect(html).toContain(`aria-label="${name}"`);
    for (const name of ['Mastercard', 'Visa', 'Мир']) expect(html).toContain(`alt="${name}"`);
    expect(html).toContain('https://vk.example/vektor');
    expect(html).toContain('не являются публичной офертой');
  });

  it('renders the sections and policy links it is given, as accordions before hydration', () => {
    const html = render(<Footer />, 1, '/', {
      ...NO_LINKS,
      footer: [{ title: 'Каталог', links: [{ label: 'Новые автомобили', href: '/cars/new/' }] }],
      policies: [{ label: 'Пользовательское соглашение', href: '/terms-of-use/' }],
    });
    expect(html).toMatch(/<h2[^>]*><button[^>]*aria-expanded="false"[^>]*>.*Каталог/);
    expect(html).toContain('href="/cars/new/"');
    expect(html).toContain('href="/terms-of-use/"');
  });

  it('shows the working hours on the second holding only', () => {
    expect(render(<Footer />, 2)).toContain('с 10:00 до 19:00 пн-пт');
    expect(render(<Footer />, 1)).not.toContain('с 10:00 до 19:00 пн-пт');
  });
});
