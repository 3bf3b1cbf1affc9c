// What the review routes load and do on the server.
export { loadReviews } from './load-reviews.server.ts';
export { submitReview } from './submit-review.server.ts';
