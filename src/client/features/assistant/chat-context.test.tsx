import { assistantMessages } from '@shared/features/assistant';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChatProvider, GREETING, useChat } from './chat-context';
import { chatReply, json, montessori, sentBody, validation } from './test-fixtures';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  cleanup();
  toast.mockClear();
  fetchMock.mockReset();
});

function renderChat(onConversationStart?: (id: number) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChatProvider onConversationStart={onConversationStart}>{children}</ChatProvider>
  );
  return renderHook(() => useChat(), { wrapper });
}

describe('chat context (SPEC §3 chat state, §4 Chat and Provider fallback)', () => {
  it('throws in French outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useChat())).toThrow(
      "useChat doit être utilisé à l'intérieur d'un ChatProvider",
    );
    vi.mocked(console.error).mockRestore();
  });

  it('starts with Sophia’s greeting and no conversation', () => {
    const { result } = renderChat();
    expect(result.current.messages).toEqual([{ id: 0, role: 'assistant', content: GREETING }]);
    expect(result.current.conversationId).toBeNull();
    expect(result.current.isLoading).toBe(false);
  });

  it('adds the user message, sets loading, then adds the reply and stores the conversation once', async () => {
    const started = vi.fn();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderChat(started);

    let sent: Promise<boolean> | undefined;
    act(() => {
      sent = result.current.send('  Une résidente refuse la toilette.  ');
    });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'Une résidente refuse la toilette.',
    });
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      content: 'Une résidente refuse la toilette.',
      useOpenAI: true,
    });

    await act(async () => {
      answer(json(chatReply({ conversationId: 17 })));
      expect(await sent).toBe(true);
    });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.conversationId).toBe(17);
    expect(result.current.messages.at(-1)?.role).toBe('assistant');
    expect(started).toHaveBeenCalledWith(17);

    fetchMock.mockResolvedValueOnce(json(chatReply({ conversationId: 99 })));
    await act(() => result.current.send('Elle a 84 ans.'));
    expect(sentBody(fetchMock.mock.calls[1])).toEqual({
      content: 'Elle a 84 ans.',
      conversationId: 17,
      useOpenAI: true,
    });
    expect(result.current.conversationId).toBe(17);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('shows the user message as the server kept it, identifying data masked', async () => {
    fetchMock.mockResolvedValueOnce(json(chatReply({ userMessage: 'Mme [nom masqué] refuse la toilette.' })));
    const { result } = renderChat();
    await act(() => result.current.send('Mme Jeanne Rochat refuse la toilette.'));
    const shown = result.current.messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(shown).toEqual(['Mme [nom masqué] refuse la toilette.']);
  });

  it('sends nothing when the text is blank', async () => {
    const { result } = renderChat();
    await act(async () => expect(await result.current.send('   \n ')).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.messages).toHaveLength(1);
  });

  it('resends once without useOpenAI after a 500, silently', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Erreur interne' }, 500))
      .mockResolvedValueOnce(json(chatReply({ message: 'Réponse du moteur' })));
    const { result } = renderChat();
    await act(() => result.current.send('Bonjour'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(fetchMock.mock.calls[0]).useOpenAI).toBe(true);
    expect(sentBody(fetchMock.mock.calls[1])).toEqual({ content: 'Bonjour' });
    expect(result.current.messages.at(-1)?.content).toBe('Réponse du moteur');
    expect(toast).not.toHaveBeenCalled();
  });

  it('resends after a network failure too', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(chatReply()));
    const { result } = renderChat();
    await act(() => result.current.send('Bonjour'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBeNull();
  });

  it('does not resend on 402 and keeps the server’s message for the Premium notice', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: assistantMessages.premiumRequired }, 402));
    const { result } = renderChat();
    await act(async () => expect(await result.current.send('Bonjour')).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBe(assistantMessages.premiumRequired);
    expect(result.current.needsPremium).toBe(true);
    expect(result.current.messages).toHaveLength(1);
    expect(result.current.isLoading).toBe(false);
  });

  it('does not resend on 429 and toasts the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: assistantMessages.rateLimited }, 429));
    const { result } = renderChat();
    await act(() => result.current.send('Bonjour'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erreur',
      description: assistantMessages.rateLimited,
    });
  });

  it('stores SPEC’s error and toasts it when both attempts fail', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Erreur interne' }, 502));
    const { result } = renderChat();
    await act(async () => expect(await result.current.send('Bonjour')).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBe(assistantMessages.failure);
    expect(result.current.isLoading).toBe(false);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erreur',
      description: assistantMessages.failure,
    });
  });

  it('replaces each list only when the reply’s list is non-empty', async () => {
    const resource = { id: 3, title: 'Guide', description: 'd', type: 'ouvrage', approach: 'validation' };
    fetchMock
      .mockResolvedValueOnce(
        json(
          chatReply({
            resources: [resource],
            approaches: [validation],
            theoretical_approaches: [validation],
            practical_approaches: [montessori],
            practicalAdvice: ['Tenir un journal'],
          }),
        ),
      )
      .mockResolvedValueOnce(json(chatReply({ practicalAdvice: ['Nouveau conseil'] })));
    const { result } = renderChat();
    await act(() => result.current.send('Première'));
    await act(() => result.current.send('Seconde'));
    expect(result.current.recommendations).toEqual([resource]);
    expect(result.current.approaches.map((a) => a.name)).toEqual(['Validation']);
    expect(result.current.theoretical_approaches.map((a) => a.name)).toEqual(['Validation']);
    expect(result.current.practical_approaches.map((a) => a.name)).toEqual(['Montessori adaptée']);
    expect(result.current.practicalAdvice).toEqual(['Nouveau conseil']);
  });

  it('reads a fallback reply’s object message and theoretical_approaches', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'x' }, 500)).mockResolvedValueOnce(
      json({
        conversationId: 5,
        message: { content: 'Texte du moteur' },
        theoretical_approaches: [validation],
        practical_approaches: [montessori],
      }),
    );
    const { result } = renderChat();
    await act(() => result.current.send('Bonjour'));
    expect(result.current.messages.at(-1)?.content).toBe('Texte du moteur');
    expect(result.current.approaches.map((a) => a.name)).toEqual(['Validation']);
    expect(result.current.practicalAdvice).toEqual(montessori.recommendations);
  });

  it('returns to the greeting on reset and drops an answer that arrives after it', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderChat();
    let sent: Promise<boolean> | undefined;
    act(() => {
      sent = result.current.send('Bonjour');
    });
    act(() => result.current.reset());
    await act(async () => {
      answer(json(chatReply({ resources: [{ title: 'T', description: '', type: 'site', approach: '' }] })));
      await sent;
    });
    await waitFor(() => expect(result.current.messages).toHaveLength(1));
    expect(result.current.conversationId).toBeNull();
    expect(result.current.recommendations).toEqual([]);
    expect(result.current.isLoading).toBe(false);
  });
});
