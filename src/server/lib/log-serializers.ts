import type { FastifyRequest } from 'fastify';

/**
 * What the JSON log may hold (docs/decisions/009): no request body, no SQL parameters, no query
 * string (Google's `?code=` is a credential). Errors keep their type, code, message and stack
 * only — an error's own fields (Stripe's `payload`, Drizzle's `params`) never reach the log.
 */
type LoggedError = { type: string; message: string; stack: string; code?: unknown; cause?: LoggedError };

/** Drizzle writes "Failed query: <sql>\nparams: <values>": the values are the users' data. */
const withoutParams = (text: string) => text.replace(/\nparams: [^\n]*/g, '\nparams: [masqués]');

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[valeur non-Error]', stack: '' };
  const logged: LoggedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0] ?? '/',
    host: request.host,
    remoteAddress: request.ip,
  };
}

export const logSerializers = { err: serializeError, error: serializeError, req: serializeRequest };
