// The search feature: what routes compose (the overlay mounts through the shell's panel mount).
export { SearchPage } from './search-page.tsx';
