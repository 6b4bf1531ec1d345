/**
 * The one way the client talks to the API (SPEC §7, §8): cookies are sent, a body is sent as JSON
 * only when present, and any non-OK answer becomes an `ApiError`.
 */

/** Shown when the request never reached the server (offline, DNS, server down). */
export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion internet.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  /** The French `message` of the JSON error body, when there is one: what toasts show. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, serverMessage?: string) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function readServerMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body…): there is no server message to show.
  }
  return undefined;
}

export async function apiFetch<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await request<T>(method, path, body)).data;
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<{ data: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    // SPEC §8: "<status>: <response text>", or the status text when the body is empty.
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      readServerMessage(text),
    );
  }

  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** A query's fetcher: a GET that parses JSON. */
export function getJson<T>(path: string): Promise<T> {
  return apiFetch<T>('GET', path);
}

/** One page of a keyset-paged list: the items, and the next page's cursor from `x-next-cursor` (null on the last). */
export type Page<T> = { items: T[]; nextCursor: string | null };

export async function getPage<T>(path: string): Promise<Page<T>> {
  const { data, headers } = await request<T[]>('GET', path);
  return { items: data, nextCursor: headers.get('x-next-cursor') };
}

/** The text a toast shows for a failed call: the server's French message, else the action's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
