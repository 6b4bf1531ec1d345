import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoded = { json?: Buffer; br?: Buffer; gzip?: Buffer };

// Keyed by the answer object itself: a cached list served again is sent as the same bytes, and
// its encodings vanish with it when the cache drops it.
const encodings = new WeakMap<object, Encoded>();

/**
 * Sends a (cached, immutable) value as JSON, serialising and compressing it once per encoding
 * instead of once per request: this is what keeps the library's lists fast under load.
 */
export function sendMemoizedJson(request: FastifyRequest, reply: FastifyReply, value: object) {
  let encoded = encodings.get(value);
  if (!encoded) {
    encoded = {};
    encodings.set(value, encoded);
  }
  encoded.json ??= Buffer.from(JSON.stringify(value));
  const accept = request.headers['accept-encoding'] ?? '';
  reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoded.json.length < 1024) return reply.send(encoded.json);
  if (/\bbr\b/.test(accept)) {
    encoded.br ??= brotliCompressSync(encoded.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(encoded.br);
  }
  if (/\bgzip\b/.test(accept)) {
    encoded.gzip ??= gzipSync(encoded.json);
    return reply.header('Content-Encoding', 'gzip').send(encoded.gzip);
  }
  return reply.send(encoded.json);
}
