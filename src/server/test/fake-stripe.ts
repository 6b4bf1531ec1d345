import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of the parts of Stripe's API the product calls, on loopback, for the real `stripe`
 * SDK (pointed at it by host, port and protocol). It records each request (form fields and
 * idempotency key) and keeps subscriptions in memory. A session marked paid cannot be expired,
 * like Stripe's (a payment already under way).
 */
export async function startFakeStripe() {
  const requests: { method: string; path: string; form: URLSearchParams; idempotencyKey?: string }[] = [];
  const subscriptions = new Map<
    string,
    { id: string; status: string; cancel_at_period_end: boolean; periodEnd: number; priceId: string }
  >();
  const paidSessions = new Set<string>();
  const failingCancels = new Set<string>();
  let counter = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(body));
    });
  const subscriptionJson = (sub: {
    id: string;
    status: string;
    cancel_at_period_end: boolean;
    periodEnd: number;
    priceId: string;
  }) => ({
    id: sub.id,
    object: 'subscription',
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          current_period_end: sub.periodEnd,
          price: { id: sub.priceId, object: 'price' },
        },
      ],
    },
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(await read(req));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form, idempotencyKey });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    counter += 1;
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${counter}`;
      return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` });
    }
    const expire = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
    if (req.method === 'POST' && expire) {
      if (paidSessions.has(expire[1]!)) {
        return send(400, { error: { type: 'invalid_request_error', message: 'Session is complete' } });
      }
      return send(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/coupons') {
      return send(200, {
        id: `coupon_${counter}`,
        object: 'coupon',
        percent_off: Number(form.get('percent_off')),
      });
    }
    const match = url.pathname.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (match) {
      const sub = subscriptions.get(match[1]!);
      if (!sub)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      if (req.method === 'DELETE' && failingCancels.has(sub.id)) {
        return send(500, { error: { type: 'api_error', message: 'Cancel failed' } });
      }
      if (req.method === 'DELETE') sub.status = 'canceled';
      if (req.method === 'POST' && form.has('cancel_at_period_end')) {
        sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      }
      return send(200, subscriptionJson(sub));
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unknown ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    /** A subscription Stripe "created" at checkout, ending at `periodEnd` (seconds). */
    addSubscription(id: string, periodEnd: number, priceId = 'price_premium') {
      subscriptions.set(id, { id, status: 'active', cancel_at_period_end: false, periodEnd, priceId });
    },
    /** A session whose payment went through: expiring it now fails. */
    markPaid(sessionId: string) {
      paidSessions.add(sessionId);
    },
    /** Cancelling this subscription fails (Stripe down) until `allowCancel`. */
    failCancel(id: string) {
      failingCancels.add(id);
    },
    allowCancel(id: string) {
      failingCancels.delete(id);
    },
    /** A subscription's status as the fake holds it ('canceled' once cancelled). */
    statusOf: (id: string) => subscriptions.get(id)?.status,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
