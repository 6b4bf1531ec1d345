import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { streamMessage } from './api/send-message';
import { ChatProvider, useChat } from './chat-context';
import { ChatPanel } from './components/chat-panel';
import { chatReply, json } from './test-fixtures';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  cleanup();
  toast.mockClear();
  fetchMock.mockReset();
});

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A streamed answer the test writes to piece by piece; it errors like a real fetch body when the
 * request's signal aborts.
 */
function streamedAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let signal: AbortSignal | undefined;
  fetchMock.mockImplementationOnce(async (_url, init) => {
    signal = init?.signal ?? undefined;
    signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  });
  return {
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    signal: () => signal,
  };
}

describe('streamMessage (docs/decisions/018)', () => {
  it('asks for SSE and reports tokens, even split across chunks, then returns done', async () => {
    const answer = streamedAnswer();
    const tokens: string[] = [];
    const result = streamMessage({ content: 'Bonjour' }, { onToken: (text) => tokens.push(text) });
    const whole = `: ping\n\n${sse('token', { text: 'Bon' })}${sse('token', { text: 'jour é\n' })}`.replace(
      /\n/g,
      '\r\n',
    );
    answer.write(whole.slice(0, 17));
    answer.write(whole.slice(17));
    answer.write(sse('done', chatReply({ message: 'Bonjour é' })).slice(0, 30));
    answer.write(sse('done', chatReply({ message: 'Bonjour é' })).slice(30));
    answer.end();
    expect(await result).toEqual(chatReply({ message: 'Bonjour é' }));
    expect(tokens).toEqual(['Bon', 'jour é\n']);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Accept).toContain('text/event-stream');
  });

  it('reads a JSON answer as before when the server does not stream', async () => {
    fetchMock.mockResolvedValueOnce(json(chatReply({ message: 'Ancien serveur' })));
    const onToken = vi.fn();
    expect(await streamMessage({ content: 'Bonjour' }, { onToken })).toMatchObject({
      message: 'Ancien serveur',
    });
    expect(onToken).not.toHaveBeenCalled();
  });
});

describe('chat context with a streamed reply', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <ChatProvider>{children}</ChatProvider>;

  it("shows the tokens in Sophia's message as they come, then the final reply in its place", async () => {
    const answer = streamedAnswer();
    const { result } = renderHook(() => useChat(), { wrapper });
    let sent: Promise<boolean> | undefined;
    act(() => {
      sent = result.current.send('Une résidente refuse la toilette.');
    });
    await act(async () => answer.write(sse('token', { text: 'Essayons ' })));
    await waitFor(() =>
      expect(result.current.messages.at(-1)).toMatchObject({ content: 'Essayons ', streaming: true }),
    );
    await act(async () => answer.write(sse('token', { text: 'ceci.' })));
    await waitFor(() => expect(result.current.messages.at(-1)?.content).toBe('Essayons ceci.'));
    expect(result.current.isLoading).toBe(true);

    await act(async () => {
      answer.write(sse('done', chatReply({ message: 'Essayons ceci, en entier.' })));
      answer.end();
      expect(await sent).toBe(true);
    });
    const assistantTurns = result.current.messages.filter((m) => m.role === 'assistant');
    expect(assistantTurns).toHaveLength(2); // the greeting, then one reply: no leftover stream
    expect(assistantTurns.at(-1)).toMatchObject({ content: 'Essayons ceci, en entier.' });
    expect(assistantTurns.at(-1)?.streaming).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(result.current.conversationId).toBe(17);
  });

  it('drops what the failed primary attempt streamed before the fallback answers', async () => {
    const primary = streamedAnswer();
    fetchMock.mockResolvedValueOnce(json(chatReply({ message: 'Réponse du moteur' })));
    const { result } = renderHook(() => useChat(), { wrapper });
    let sent: Promise<boolean> | undefined;
    act(() => {
      sent = result.current.send('Il refuse de manger.');
    });
    await act(async () => {
      primary.write(sse('token', { text: 'Début du modèle' }));
      primary.write(
        sse('error', { message: 'Une erreur est survenue lors du traitement de votre message.' }),
      );
      primary.end();
      expect(await sent).toBe(true);
    });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      content: 'Il refuse de manger.',
    });
    expect(result.current.messages.map((m) => m.content)).not.toContain('Début du modèle');
    expect(result.current.messages.at(-1)?.content).toBe('Réponse du moteur');
  });
});

describe('the "Arrêter" button', () => {
  it('aborts the request and keeps the message and the partial reply, marked as interrupted', async () => {
    const answer = streamedAnswer();
    render(
      <ChatProvider>
        <ChatPanel resuming={false} />
      </ChatProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Arrêter' })).toBeNull();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Votre message à Sophia' }),
      'Elle crie.{Enter}',
    );
    await act(async () => answer.write(sse('token', { text: 'Commençons par observer' })));
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Commençons par observer')).toBeTruthy();
    expect(log.getAttribute('aria-busy')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Arrêter' }));
    expect(answer.signal()?.aborted).toBe(true);
    expect(await within(log).findByText('Réponse interrompue')).toBeTruthy();
    expect(within(log).getByText('Commençons par observer')).toBeTruthy();
    expect(within(log).getByText('Elle crie.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Arrêter' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1); // an abort is not retried without the LLM
    expect(toast).not.toHaveBeenCalled();
  });
});
