import { NotificationsPage } from '../../features/lk/index.ts';
import { loadNotifications, notificationsAction } from '../../features/lk/index.server.ts';
import type { Route } from './+types/notifications';

// SPEC 2.9 /lk/notifications/: read and mark read.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadNotifications(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return notificationsAction(request, context);
}

export function meta() {
  return [{ title: 'Уведомления' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} result={actionData} />;
}
