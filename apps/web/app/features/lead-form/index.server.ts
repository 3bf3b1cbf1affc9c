export { handleLeadAction, type LeadActionOptions } from './lead-action.server.ts';
export { loadFeedbackDealers } from './feedback-page.server.ts';
export { handleVehicleLeadAction } from './vehicle-action.server.ts';
export { handleStoreOrderAction } from './store-order-action.server.ts';
