// The compare feature (issue 5 item 4).
export { ComparePage } from './compare-page.tsx';
