import { vehicleListRoutes } from './vehicle-list-plugin.ts';

// SPEC 7 /favorite and /favorite/short: the visitor's favourite vehicles.
export default vehicleListRoutes('favorite');
