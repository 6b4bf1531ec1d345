import type { FastifyRequest } from 'fastify';

/**
 * Whether the request matched one of our /api routes. Decided on the route the router chose,
 * never on the raw URL: `/%61pi/contact` reaches `/api/contact` and must meet its rules.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}
