import { createContext, useContext } from 'react';
import type { FooterColumn } from './footer/footer-links.ts';
import type { MenuLink } from './menu/menu-model.ts';

/** The single pages the chrome links to; null while a page is not built (DESIGN 3). */
export interface ShellPages {
  en: string | null;
  serviceOnline: string | null;
  testDrive: string | null;
  lk: string | null;
  lkProfile: string | null;
  lkGarage: string | null;
  lkOrders: string | null;
  lkLoyalty: string | null;
  favorites: string | null;
  compare: string | null;
  basket: string | null;
  mobileApp: string | null;
}

/** Every link of the chrome, resolved on the server: the route table never ships to the browser. */
export interface ShellLinks {
  /** SPEC 2.11 top links (also at the bottom of the side menu). */
  top: readonly MenuLink[];
  /** SPEC 2.13 sections Каталог, Услуги, О компании. */
  footer: readonly FooterColumn[];
  policies: readonly MenuLink[];
  pages: ShellPages;
}

const NO_PAGES: ShellPages = {
  en: null,
  serviceOnline: null,
  testDrive: null,
  lk: null,
  lkProfile: null,
  lkGarage: null,
  lkOrders: null,
  lkLoyalty: null,
  favorites: null,
  compare: null,
  basket: null,
  mobileApp: null,
};

/** A shell without its loader's links (an error page): no links beyond home. */
export const NO_LINKS: ShellLinks = { top: [], footer: [], policies: [], pages: NO_PAGES };

export const ShellLinksContext = createContext<ShellLinks>(NO_LINKS);

export function useShellLinks(): ShellLinks {
  return useContext(ShellLinksContext);
}
