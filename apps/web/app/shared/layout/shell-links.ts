import type { ShellLinks } from './shell-loader.server.ts';

/** A shell without its loader's links (an error page): no link lists at all. */
export const NO_LINKS: ShellLinks = { top: [], footer: [], policies: [] };
