import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** A booking page's shouldRevalidate: a slot taken under the visitor (409) shows the day's slots as they are now. */
export function bookingShouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
