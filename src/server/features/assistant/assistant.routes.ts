import { chatRequestSchema, conversationIdParams, historyQuerySchema } from '@shared/features/assistant';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AssistantService } from './assistant.service';
import { streamChat, wantsEventStream } from './chat-stream';
import { conversationHistory } from './conversation-history';

export function assistantRoutes(app: FastifyInstance, { assistant }: { assistant: AssistantService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  // Logged-in users; the Premium gate and the free trial are the service's (DECISIONS.md).
  // JSON, or Server-Sent Events when the client accepts them (docs/decisions/018).
  api.post('/api/chat', { config: user, schema: { body: chatRequestSchema } }, async (request, reply) => {
    if (!wantsEventStream(request.headers.accept)) return assistant.chat(request.user!, request.body);
    return streamChat(request, reply, (onToken) => assistant.chat(request.user!, request.body, { onToken }));
  });

  api.get(
    '/api/user/conversation-history',
    { config: user, schema: { querystring: historyQuerySchema } },
    async (request) => conversationHistory(assistant.conversations, request.user!.id, request.query),
  );

  api.get(
    '/api/conversations/:id',
    { config: user, schema: { params: conversationIdParams } },
    async (request) => assistant.get(request.user!.id, request.params.id),
  );

  api.delete(
    '/api/conversations/:id',
    { config: user, schema: { params: conversationIdParams } },
    async (request, reply) => {
      await assistant.remove(request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
