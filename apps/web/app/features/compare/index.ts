// The compare feature.
export { ComparePage } from './compare-page.tsx';
