import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Helmet with a strict CSP (no inline script) and a same-origin rule for state-changing calls. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl?: string; isProduction: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // React and Radix set style attributes at run time; no script can run from a style.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The quiz is framed by /resources (SPEC "Resources and Forum page").
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        ...(options.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.isProduction,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const configuredOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.access === 'webhook') return;
    if (!isSameOrigin(request, configuredOrigin)) {
      throw new ForbiddenError('Requête refusée : origine non autorisée');
    }
  });
}

/**
 * A browser always sends Origin on a cross-origin POST and Sec-Fetch-Site on modern engines;
 * a request with neither comes from a non-browser client, which cookies cannot be forged by.
 */
function isSameOrigin(request: FastifyRequest, configuredOrigin: string | undefined) {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === 'null') return false;
    const own = configuredOrigin ?? `${request.protocol}://${request.host}`;
    return origin === own || origin === `${request.protocol}://${request.host}`;
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
