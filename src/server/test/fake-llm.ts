import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmBehaviour = 'ok' | 'malformed' | 'invalid' | 'error' | 'slow';

/**
 * A small OpenAI-compatible chat server on loopback, for the real `openai` SDK to talk to: it
 * records what it was sent and answers as told (a valid reply, broken JSON, a JSON of the wrong
 * shape, a 500, or nothing before the client's timeout).
 */
export async function startFakeLlm() {
  const received: { messages: { role: string; content: string }[] }[] = [];
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
    received.push(JSON.parse(await read(req)));
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
              message: 'Réponse du modèle externe : essayons une approche Humanitude.',
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
