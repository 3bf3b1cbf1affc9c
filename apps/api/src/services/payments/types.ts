// The card gateway of the bills (INTEGRATIONS.md «Card payments»): register an order, ask its status.
export type NewGatewayOrder = {
  // Kopecks; the currency is always roubles (ISO 4217 code 643).
  amount: number;
  description: string;
  approveUrl: string;
  cancelUrl: string;
  declineUrl: string;
};

export type GatewayOrder = { orderId: string; sessionId: string; paymentUrl: string };

// CREATED: the buyer has not finished; anything the gateway answers besides the four counts as CREATED.
export type GatewayOrderStatus = 'CREATED' | 'APPROVED' | 'DECLINED' | 'CANCELED';

// Throws ServiceError when the gateway cannot be reached or refuses.
export interface PaymentGateway {
  readonly name: string;
  createOrder(order: NewGatewayOrder): Promise<GatewayOrder>;
  orderStatus(orderId: string, sessionId: string): Promise<GatewayOrderStatus>;
}
