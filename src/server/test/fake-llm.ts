import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** 'cut' and 'stall' differ from 'ok' only when streaming: half the chunks, then the connection
 * drops ('cut') or goes silent ('stall'). */
export type FakeLlmBehaviour = 'ok' | 'malformed' | 'invalid' | 'error' | 'slow' | 'cut' | 'stall';

/** The valid reply's message, as a streaming client should see it token by token. */
export const FAKE_LLM_MESSAGE = 'Réponse du modèle externe : essayons une approche Humanitude.';

/**
 * A small OpenAI-compatible chat server on loopback, for the real `openai` SDK to talk to: it
 * records what it was sent and answers as told (a valid reply, broken JSON, a JSON of the wrong
 * shape, a 500, or nothing before the client's timeout). A request with `stream: true` gets the
 * same content as Server-Sent Events chunks (`choices[0].delta.content`), then `data: [DONE]`.
 */
export async function startFakeLlm() {
  const received: { messages: { role: string; content: string }[]; stream?: boolean }[] = [];
  let behaviour: FakeLlmBehaviour = 'ok';
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await read(req));
    received.push(body);
    if (behaviour === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (behaviour === 'slow') return; // never answers: the client's timeout fires
    const content =
      behaviour === 'malformed'
        ? '{"message": "coupé'
        : behaviour === 'invalid'
          ? JSON.stringify({ text: 'pas le bon format' })
          : JSON.stringify({
              message: FAKE_LLM_MESSAGE,
              resource_ids: [],
              theoretical_approaches: [
                { name: 'Humanitude', description: 'Prendre soin.', principles: ['Regard'] },
              ],
              practical_approaches: [
                { name: 'Humanitude', description: 'Au quotidien.', recommendations: ['Annoncer le soin'] },
              ],
              practicalAdvice: ['Reporter le soin si la personne refuse'],
              external_resources: [
                {
                  title: 'Guide externe',
                  description: 'Un guide',
                  type: 'site',
                  approach: 'humanitude',
                  link: 'https://example.org/guide',
                },
              ],
            });
    if (body.stream === true) {
      streamChunks(res, content, behaviour);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model: 'fake-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    set(next: FakeLlmBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The content in small chunks, as a model streams it; 'cut' and 'stall' stop halfway. */
function streamChunks(res: ServerResponse, content: string, behaviour: FakeLlmBehaviour) {
  const pieces = content.match(/[\s\S]{1,12}/g) ?? [];
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 0,
      model: 'fake-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(chunk({ role: 'assistant', content: '' }));
  const halfway = behaviour === 'cut' || behaviour === 'stall';
  for (const piece of halfway ? pieces.slice(0, Math.ceil(pieces.length / 2)) : pieces) {
    res.write(chunk({ content: piece }));
  }
  if (behaviour === 'cut') {
    // Once what was written has left (destroy() would drop it still queued): the client got half.
    res.write('', () => setTimeout(() => res.destroy(), 20));
    return;
  }
  if (behaviour === 'stall') return; // the client's stall timer fires
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}
