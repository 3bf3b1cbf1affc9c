// The home page's catalogue blocks, apart from the listing so the home page loads none of its code.
export { HomeCatalog } from './home-catalog.tsx';
