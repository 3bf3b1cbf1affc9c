import { vehicleListRoutes } from '../favorite/vehicle-list-plugin.ts';

// SPEC 7 /compare and /compare/short: the vehicles the visitor compares.
export default vehicleListRoutes('compare');
