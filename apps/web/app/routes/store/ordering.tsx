import { StoreOrderForm } from '../../features/lead-form/index.ts';
import {
  handleStoreOrderAction,
  loadFeedbackDealers,
} from '../../features/lead-form/index.server.ts';
import { OrderSummary } from '../../features/store/index.ts';
import { afterOrder, loadOrdering } from '../../features/store/index.server.ts';
import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import pageStyles from '../../shared/ui/page.module.css';
import type { Route } from './+types/ordering';

const embeddedPath = (request: Request) => new URL(request.url).pathname.startsWith('/iframe/');

// /ordering/ and /iframe/ordering/ (issue 31): the checked lines of one basket and the order form.
export async function loader({ request, context }: Route.LoaderArgs) {
  const [ordering, dealers] = await Promise.all([
    loadOrdering(request, context),
    loadFeedbackDealers(context),
  ]);
  const known = dealers.some((d) => d.code === ordering.dealer);
  return {
    ...ordering,
    dealer: known ? ordering.dealer : undefined,
    dealers,
    embedded: embeddedPath(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStoreOrderAction(request, context, {
    checkoutHref: (code) => `/checkout/${code}/`,
    placed: async (basket, ids) => afterOrder(request, basket, ids),
  });
}

export function meta() {
  return [{ title: 'Оформление заказа' }, { name: 'robots', content: 'noindex' }];
}

export default function Ordering({ loaderData }: Route.ComponentProps) {
  const { lines, formLines, basket, dealers, dealer, idempotencyKey, embedded } = loaderData;
  return (
    <main className={pageStyles.page}>
      <h1>Оформление заказа</h1>
      {lines.length === 0 ? (
        <p>
          В заказе нет товаров.{' '}
          <Link to={embedded ? '/iframe/basket/' : '/basket/'} className={buttonClass('secondary')}>
            Вернуться в корзину
          </Link>
        </p>
      ) : (
        <>
          <OrderSummary lines={lines} />
          <StoreOrderForm
            basket={basket}
            lines={formLines}
            dealers={dealers}
            dealer={dealer}
            idempotencyKey={idempotencyKey}
          />
        </>
      )}
    </main>
  );
}
