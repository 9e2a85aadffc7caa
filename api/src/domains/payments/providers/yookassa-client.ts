/**
 * A thin client of YooKassa's REST API v3 over fetch (the official SDKs are for other languages; the Node ones are
 * unofficial and unkept, and we need four calls). Basic auth `shopId:secretKey`; every POST carries an
 * `Idempotence-Key` (YooKassa answers a repeated key with the first answer, so a retried create makes one payment).
 * Shapes follow the API reference (https://yookassa.ru/developers/api); only the fields we read are typed.
 */
export interface YooAmount {
  /** Whole units with two decimals: "299.00". */
  value: string;
  currency: string;
}

export interface YooPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: YooAmount;
  refunded_amount?: YooAmount;
  confirmation?: { type: string; confirmation_url?: string; return_url?: string };
  payment_method?: { type: string; id: string; saved: boolean; title?: string };
  cancellation_details?: { party: string; reason: string };
  metadata?: Record<string, string>;
  created_at: string;
  test: boolean;
}

export interface YooRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: YooAmount;
  created_at: string;
}

export interface YooReceipt {
  customer: { email: string };
  items: { description: string; quantity: string; amount: YooAmount; vat_code: number; payment_mode: 'full_payment'; payment_subject: 'service' }[];
}

export interface CreateYooPayment {
  amount: YooAmount;
  description: string;
  capture: true;
  metadata: Record<string, string>;
  confirmation?: { type: 'redirect'; return_url: string; locale?: 'ru_RU' | 'en_US' };
  save_payment_method?: boolean;
  payment_method_id?: string;
  receipt?: YooReceipt;
}

/** An answer of YooKassa's other than 2xx: its error body's code and description, and the HTTP status. */
export class YooKassaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(`YooKassa answered ${status} ${code}: ${description}`);
  }
}

export interface YooKassaClientOptions {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3 */
  apiUrl: string;
  timeoutMs?: number;
}

export function yooKassaClient(options: YooKassaClientOptions) {
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object, idempotenceKey?: string): Promise<T> {
    const response = await fetch(`${options.apiUrl}${path}`, {
      method,
      headers: {
        authorization, accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    const parsed = text === '' ? null : (JSON.parse(text) as unknown);
    if (!response.ok) {
      const error = (parsed ?? {}) as { code?: string; description?: string };
      throw new YooKassaError(response.status, error.code ?? 'unknown', error.description ?? text.slice(0, 200));
    }
    return parsed as T;
  }

  return {
    createPayment: (body: CreateYooPayment, idempotenceKey: string) => call<YooPayment>('POST', '/payments', body, idempotenceKey),
    /** The payment, or null when YooKassa knows no such id. */
    async getPayment(id: string): Promise<YooPayment | null> {
      try {
        return await call<YooPayment>('GET', `/payments/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof YooKassaError && error.status === 404) return null;
        throw error;
      }
    },
    createRefund: (body: { payment_id: string; amount: YooAmount; description?: string; receipt?: YooReceipt }, idempotenceKey: string) =>
      call<YooRefund>('POST', '/refunds', body, idempotenceKey),
  };
}
export type YooKassaClient = ReturnType<typeof yooKassaClient>;
