// The vehicle card feature: what the route modules compose.
export { VehicleCardPage } from './vehicle-card-page.tsx';
export { SimilarVehicles } from './similar-vehicles.tsx';
