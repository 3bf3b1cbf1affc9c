export { handleLeadAction, type LeadActionOptions } from './lead-action.server.ts';
export { loadFeedbackDealers } from './feedback-page.server.ts';
