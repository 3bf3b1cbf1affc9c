import { createStore, useStore } from './create-store.ts';

/** SPEC 4: the feedback panel goes from its default step to finally after a successful submit. */
export type FeedbackStep = 'default' | 'finally';

export const feedbackStepStore = createStore<FeedbackStep>('default');

export function setFeedbackStep(step: FeedbackStep): void {
  feedbackStepStore.set(step);
}

export function useFeedbackStep(): FeedbackStep {
  return useStore(feedbackStepStore);
}
