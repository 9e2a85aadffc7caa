/**
 * YooKassa's answers and notifications as its API v3 sends them (the shapes of its reference and of a test shop's
 * answers); ids, amounts and our metadata are the test's. The adapter is tested against these through nock.
 */
const SHOP = { account_id: '1186612', gateway_id: '2514537' };

interface PaymentShape {
  id: string;
  orderId: string;
  amount: number;
  status?: 'pending' | 'succeeded' | 'canceled';
  saved?: boolean;
  methodId?: string;
  refunded?: number;
  /** A charge of a saved method: no confirmation. */
  charge?: boolean;
  description?: string;
}

const value = (minor: number) => (minor / 100).toFixed(2);

export function yooPayment(p: PaymentShape) {
  const status = p.status ?? 'pending';
  const paid = status === 'succeeded';
  const method = {
    type: 'bank_card', id: p.methodId ?? p.id, saved: p.saved ?? false, status: p.saved ? 'active' : 'inactive', title: 'Bank card *4477',
    card: { first6: '555555', last4: '4477', expiry_month: '12', expiry_year: '2030', card_type: 'MasterCard', card_product: { code: 'E' }, issuer_country: 'RU', issuer_name: 'Sberbank' },
  };
  return {
    id: p.id,
    status,
    amount: { value: value(p.amount), currency: 'RUB' },
    ...(paid ? { income_amount: { value: value(Math.round(p.amount * 0.965)), currency: 'RUB' } } : {}),
    description: p.description ?? 'Премиум на месяц',
    recipient: SHOP,
    ...(paid || status === 'canceled' || p.charge ? { payment_method: method } : {}),
    ...(paid ? { captured_at: '2026-11-26T06:01:12.201Z' } : {}),
    created_at: '2026-11-26T06:00:41.805Z',
    ...(status === 'pending' && !p.charge
      ? { confirmation: { type: 'redirect', return_url: `http://localhost:3000/premium/result?orderId=${p.orderId}`, confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${p.id}` } }
      : {}),
    test: true,
    ...(paid ? { refunded_amount: { value: value(p.refunded ?? 0), currency: 'RUB' } } : {}),
    paid,
    refundable: paid,
    metadata: { orderId: p.orderId },
    ...(status === 'canceled' ? { cancellation_details: { party: 'yoo_money', reason: p.charge ? 'card_expired' : 'expired_on_confirmation' } } : {}),
    ...(paid ? { authorization_details: { rrn: '603668680243', auth_code: '000000', three_d_secure: { applied: !p.charge, method_completed: !p.charge, challenge_completed: !p.charge } } } : {}),
  };
}

export const notification = (event: string, object: unknown) => ({ type: 'notification', event, object });

export function yooRefund(r: { id: string; paymentId: string; amount: number }) {
  return {
    id: r.id, payment_id: r.paymentId, status: 'succeeded', created_at: '2026-11-26T07:00:00.000Z',
    amount: { value: value(r.amount), currency: 'RUB' }, description: 'Возврат',
  };
}

export const yooNotFound = () => ({ type: 'error', id: '019ab5c4-1c2e-7a1b-9c44-8f1f1c7e0b11', code: 'not_found', description: 'Payment not found or forbidden', parameter: 'payment_id' });
