import type { Packed } from '../api/packed.ts';
import { createContext, useContext } from 'react';
import type { FooterColumn } from './footer/footer-links.ts';
import type { MenuLink, MenuSection } from './menu/menu-model.ts';

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
  /** The search results page: the search box's GET target, and the header's search without JavaScript. */
  search: string | null;
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
  search: null,
};

/** A shell without its loader's links (an error page): no links beyond home. */
export const NO_LINKS: ShellLinks = { top: [], footer: [], policies: [], pages: NO_PAGES };

export const ShellLinksContext = createContext<ShellLinks>(NO_LINKS);

export function useShellLinks(): ShellLinks {
  return useContext(ShellLinksContext);
}

/** What a layout with the full header hands its shell. */
export interface ShellData {
  menu: readonly MenuSection[];
  links: ShellLinks;
}

/**
 * The shell as one JSON text in the loader data (shared/api/packed.ts). It is the same for every
 * page of a holding, and React Router's turbo-stream encodes a single string at a fraction of the
 * cost of its hundreds of values (0.26 of 0.69 ms a card's loader data took to encode).
 */
export type PackedShell = Packed<ShellData>;
