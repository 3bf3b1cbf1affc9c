import { data } from 'react-router';
import { BasketPage, type BasketActionData } from '../../features/store/index.ts';
import { basketMirror, handleBasketAction, readBasket } from '../../features/store/index.server.ts';
import type { Route } from './+types/basket';

const embeddedPath = (request: Request) => new URL(request.url).pathname.startsWith('/iframe/');

// SPEC 2.3 /basket/ and 2.10 /iframe/basket/: private, rendered from the visitor's basket (the
// API's when signed in, the cookie's otherwise: decision 0069), so it works without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const basket = await readBasket(request, context);
  const mirror = basketMirror(basket, request);
  return data(
    { basket, embedded: embeddedPath(request) },
    mirror ? { headers: { 'Set-Cookie': mirror } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleBasketAction(request, context, { embedded: embeddedPath(request) });
}

export function meta() {
  return [{ title: 'Корзина' }, { name: 'robots', content: 'noindex' }];
}

export default function Basket({ loaderData, actionData }: Route.ComponentProps) {
  const error = (actionData as BasketActionData | undefined)?.error;
  return <BasketPage basket={loaderData.basket} embedded={loaderData.embedded} error={error} />;
}
