// The listing's parts that are only links of other listing states. The listing shows them as
// StaticParts: the browser keeps their server HTML, and this module loads when the browser renders
// them itself (after the first applied change).
export { ActiveChips } from './active-chips.tsx';
export { ConditionTabs } from './condition-tabs.tsx';
export { Pagination } from './pagination.tsx';
export { SortMenu } from './sort-menu.tsx';
