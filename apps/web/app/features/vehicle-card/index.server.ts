// What the card, price-tag, embed and QR routes use of the vehicle card on the server.
export { loadVehicleCard, vehicleOf } from './card-loader.server.ts';
export { loadEmbedCard } from './embed-card-loader.server.ts';
export { parseQrQuery, qrSvg, qrTarget } from './qr.server.ts';
