import {
  checkoutIdParams,
  createSubscriptionSchema,
  promoVerifySchema,
  subscriptionMessages,
} from '@shared/features/subscription';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { PaymentProvider } from './providers/types';
import type { SubscriptionService } from './subscription.service';

type Deps = { subscription: SubscriptionService; provider: PaymentProvider | null };

export function subscriptionRoutes(app: FastifyInstance, { subscription, provider }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  api.get('/api/subscription/prices', { config: user }, async () => subscription.prices());

  api.post('/api/promo-code/verify', { config: user, schema: { body: promoVerifySchema } }, async (request) =>
    subscription.verifyPromo(request.body.promoCode, request.user!.id),
  );

  api.post(
    '/api/subscription/create',
    { config: user, schema: { body: createSubscriptionSchema } },
    async (request) =>
      subscription.create(request.user!, request.body, `${request.protocol}://${request.host}`),
  );

  api.post('/api/subscription/cancel', { config: user }, async (request) =>
    subscription.cancel(request.user!),
  );

  api.get(
    '/api/subscription/demo-checkout/:id',
    { config: user, schema: { params: checkoutIdParams } },
    async (request) => subscription.demoCheckout(request.user!.id, request.params.id),
  );

  api.post(
    '/api/subscription/demo-checkout/:id/complete',
    { config: user, schema: { params: checkoutIdParams } },
    async (request) => subscription.completeDemoCheckout(request.user!.id, request.params.id),
  );

  // Stripe's webhook: verified on the raw body, so this scope reads JSON as bytes.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/stripe/webhook', { config: { access: 'webhook' } }, async (request) => {
      if (!provider?.parseWebhook) throw new NotFoundError('Webhook inconnu');
      let parsed: Awaited<ReturnType<NonNullable<PaymentProvider['parseWebhook']>>>;
      try {
        parsed = await provider.parseWebhook(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        );
      } catch (err) {
        request.log.warn({ err }, 'stripe webhook refused');
        throw new BadRequestError(subscriptionMessages.badSignature);
      }
      if (parsed.ignored)
        request.log.warn({ eventId: parsed.eventId, reason: parsed.ignored }, 'stripe event ignored');
      const applied = parsed.event ? await subscription.handleEvent(parsed.eventId, parsed.event) : false;
      return { received: true, applied };
    });
  });
}
