/**
 * Errors that mean "the database cannot be reached right now" (a restart, a failover, a network
 * cut), as opposed to a bug: the request is answered 503 so the client retries, and the server
 * keeps running until the database is back (docs/decisions/011).
 */
export const databaseUnavailableMessage =
  'Service momentanément indisponible. Veuillez réessayer dans quelques instants.';

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now; class 08 is
// "connection exception".
const sqlStates = new Set(['57P01', '57P02', '57P03']);
const messages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Connection is closed/i,
];

function matches(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code) || /^08...$/.test(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && messages.some((m) => m.test(message));
}

/** Looks through Drizzle's wrapper (`cause`) and Node's AggregateError (`errors`). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
