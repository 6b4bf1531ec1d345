import type { OutgoingHttpHeaders } from 'node:http';
import { assistantMessages, type ChatResponse } from '@shared/features/assistant';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The client asked for Server-Sent Events (docs/decisions/018). */
export function wantsEventStream(accept: string | undefined) {
  return accept?.toLowerCase().includes('text/event-stream') ?? false;
}

/**
 * Answers one chat turn as Server-Sent Events: `token` events ({ text }) while the LLM writes,
 * then one `done` carrying exactly the JSON answer of the non-streaming route.
 *
 * The stream opens only at the first event: everything refused before it (402 trial, 429 rate
 * limit, 404 conversation) still goes through the error handler as a JSON `{ message }`. Once
 * open, the reply is hijacked (no compression: it would hold the events back) and a late failure
 * can only be told as an `error` event.
 */
export async function streamChat(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onToken: (text: string) => void) => Promise<ChatResponse>,
) {
  let open = false;
  const send = (event: 'token' | 'done' | 'error', data: object) => {
    if (!open) {
      open = true;
      reply.hijack();
      reply.raw.writeHead(200, {
        // Security headers already set (helmet) are kept; the request id as on every answer.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
    }
    // A client that went away (the "Arrêter" button) is not written to; the turn is still stored.
    if (!reply.raw.destroyed) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const answer = await run((text) => send('token', { text }));
    send('done', answer);
  } catch (err) {
    if (!open) throw err;
    request.log.error({ err }, 'chat stream failed after it started');
    send('error', { message: assistantMessages.failure });
  }
  reply.raw.end();
  return reply;
}
