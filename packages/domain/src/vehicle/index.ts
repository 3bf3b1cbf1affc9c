// Pure rules of the vehicle card and compare: the honest price block, the compare table, the title.
export * from './price-block.ts';
export * from './compare-rows.ts';
export * from './title.ts';
export * from './price-drop.ts';
