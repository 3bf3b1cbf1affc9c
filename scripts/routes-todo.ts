import { ROUTES } from '@dealer/domain';

// The pages of SPEC 2 not built yet: rows of the route table without a module (DESIGN.md 3).
const missing = ROUTES.filter((row) => !row.module);
const built = ROUTES.length - missing.length;
for (const row of missing) {
  console.log(`${row.name.padEnd(40)} ${row.path.padEnd(56)} holdings ${row.holdings.join(',')}`);
}
console.log(`\n${built} of ${ROUTES.length} routes built, ${missing.length} left.`);
