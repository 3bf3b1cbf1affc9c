// The vehicle card feature (issue 5 item 3): what the route modules compose.
export { VehicleCardPage } from './vehicle-card-page.tsx';
export { SimilarVehicles } from './similar-vehicles.tsx';
