import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { ServicePageView } from '../service-data.ts';

// What the booking's route modules (/service/online and its embed) export alike.

/** Live free places: the loader's no-store reaches the document. */
export function bookingHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/** A slot taken under the visitor (409) shows the day's slots as they are now. */
export function bookingShouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function bookingMeta(
  data: { view: Pick<ServicePageView, 'title' | 'description'> } | undefined,
) {
  if (!data) return [];
  const { title, description } = data.view;
  return [{ title }, { name: 'description', content: description }];
}
