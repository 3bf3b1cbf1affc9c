/**
 * The user agents an iPhone or iPad can show (iPadOS presents itself as a Mac). Apart from
 * install-target.ts so that every page can test it without loading the install offer's rules.
 */
export const APPLE_AGENT = /iPhone|iPad|iPod|Macintosh/;
