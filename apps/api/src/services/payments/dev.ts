import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ServiceError } from '../http.ts';
import type { PaymentGateway } from './types.ts';

// Development simulator: every order it registered is approved at once; no money moves.
export function createSimulatedPayments(log: FastifyBaseLogger): PaymentGateway {
  const orders = new Map<string, string>();
  let next = 1;
  return {
    name: 'simulator',
    async createOrder(order) {
      const orderId = `sim-${Date.now().toString(36)}-${next++}`;
      const sessionId = randomBytes(8).toString('hex');
      orders.set(orderId, sessionId);
      log.info(
        { payment: { orderId, amount: order.amount } },
        'Card payment (simulator, no money moves)',
      );
      // Straight to the site's own approve page, path only, so it works on any development host.
      const approve = new URL(order.approveUrl);
      approve.searchParams.set('ORDERID', orderId);
      approve.searchParams.set('SESSIONID', sessionId);
      return { orderId, sessionId, paymentUrl: `${approve.pathname}${approve.search}` };
    },
    async orderStatus(orderId, sessionId) {
      if (orders.get(orderId) !== sessionId)
        throw new ServiceError('simulator', 'rejected', `unknown order ${orderId}`);
      return 'APPROVED';
    },
  };
}

// Production without a configured gateway: bills can be shown but not paid.
export function createUnconfiguredPayments(): PaymentGateway {
  const refuse = async (): Promise<never> => {
    throw new ServiceError('payments', 'rejected', 'PAY_GATEWAY_URL is not configured');
  };
  return { name: 'unconfigured', createOrder: refuse, orderStatus: refuse };
}
