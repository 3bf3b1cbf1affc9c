// Reviews of the holding, a dealer and an employee, and the form to leave one (SPEC 2.5).
export { ReviewsPage } from './reviews-page.tsx';
export type { ReviewFormResult } from './submit-review.server.ts';
