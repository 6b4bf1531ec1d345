import { assistantMessages } from '@shared/features/assistant';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  chatReply,
  conversationDetail,
  json,
  montessori,
  sentBody,
  validation,
} from '@/features/assistant/test-fixtures';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { queryClient } from '@/lib/query-client';
import { makeTestUser } from '@/lib/test-user';

import AssistantPage from './assistant';

const trialUser = makeTestUser({ id: 5, freeTrialsUsed: 1, trialMessagesLeft: 9 });

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  cleanup();
  queryClient.clear();
  toast.mockClear();
  fetchMock.mockReset();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function openPage(path = '/assistant') {
  const router = createMemoryRouter(
    [
      {
        path: '/assistant',
        element: (
          <>
            <AssistantPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/subscription', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('textbox', { name: 'Votre message à Sophia' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' });
const log = () => screen.getByRole('log');

describe('/assistant (SPEC §2 "Assistant")', () => {
  it('greets as Sophia, an AI, and shows no result panel yet', () => {
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant Sophia' })).toBeTruthy();
    expect(within(log()).getByText(/intelligence artificielle/)).toBeTruthy();
    expect(input().placeholder).toBe('Décrivez votre situation ou posez votre question…');
    expect(screen.queryByRole('tab', { name: 'Ressources' })).toBeNull();
  });

  it('keeps the input and button disabled while the text is blank', async () => {
    openPage();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input(), '   ');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input(), 'x');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds a line on Shift+Enter and sends on Enter, disabling the input until Sophia answers', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    openPage();
    await userEvent.type(input(), 'Ligne un{Shift>}{Enter}{/Shift}Ligne deux');
    expect(input().value).toBe('Ligne un\nLigne deux');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(input(), '{Enter}');
    expect(input().value).toBe('');
    expect(input().disabled).toBe(true);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(within(log()).getByText('Sophia écrit…')).toBeTruthy();
    // The user's text is shown as typed, not as Markdown.
    expect(within(log()).getByText(/Ligne un\s+Ligne deux/).className).toContain('whitespace-pre-wrap');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ content: 'Ligne un\nLigne deux', useOpenAI: true });

    answer(json(chatReply({ message: '## Pistes\n1. **Observer** le matin' })));
    expect(await within(log()).findByRole('heading', { level: 3, name: 'Pistes' })).toBeTruthy();
    expect(within(log()).getByText('Observer').tagName).toBe('STRONG');
    expect(within(log()).queryByText('Sophia écrit…')).toBeNull();
    expect(input().disabled).toBe(false);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/assistant?conversation=17'),
    );
  });

  it('resends without useOpenAI after a 500 and shows the fallback’s reply', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Erreur interne' }, 500))
      .mockResolvedValueOnce(json(chatReply({ message: JSON.stringify({ message: 'Réponse de secours' }) })));
    openPage();
    await userEvent.type(input(), 'Bonjour{Enter}');
    expect(await within(log()).findByText('Réponse de secours')).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls[1])).toEqual({ content: 'Bonjour' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the 402 message with a link to /subscription, without resending, and keeps the text', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: assistantMessages.premiumRequired }, 402));
    openPage();
    await userEvent.type(input(), 'Une nouvelle situation{Enter}');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(assistantMessages.premiumRequired)).toBeTruthy();
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/subscription');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input().value).toBe('Une nouvelle situation');
  });

  it('toasts the error and puts the text back when both attempts fail', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Erreur interne' }, 503));
    openPage();
    await userEvent.type(input(), 'Mon texte précieux{Enter}');
    await waitFor(() => expect(input().value).toBe('Mon texte précieux'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erreur',
      description: assistantMessages.failure,
    });
    expect(within(log()).queryByText('Mon texte précieux')).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('shows the result tabs with their contents, a Personnalisé badge and empty states', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        chatReply({
          resources: [
            {
              id: 8,
              title: 'Guide de la Validation',
              description: 'v'.repeat(200),
              type: 'ouvrage',
              approach: 'validation',
            },
            {
              title: 'Site proposé',
              description: 'Externe',
              type: 'site',
              approach: 'general',
              link: 'https://example.org',
            },
          ],
          theoretical_approaches: [validation],
        }),
      ),
    );
    openPage();
    await userEvent.type(input(), 'Bonjour{Enter}');
    const resourcesTab = await screen.findByRole('tab', { name: 'Ressources' });
    expect(resourcesTab.getAttribute('aria-selected')).toBe('true');
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).queryByText('Personnalisé')).toBeNull();
    expect(within(cards[0]!).getByText(`${'v'.repeat(150)}…`)).toBeTruthy();
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/resources?resource=8');
    expect(within(cards[1]!).getByText('Personnalisé')).toBeTruthy();
    const external = within(cards[1]!).getByRole('link');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');

    await userEvent.click(screen.getByRole('tab', { name: 'Théoriques' }));
    expect(screen.getByRole('heading', { name: 'Validation' })).toBeTruthy();
    expect(screen.getByText('Reformuler le ressenti')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Pratiques' }));
    expect(screen.getByRole('heading', { name: 'Aucune approche pratique' })).toBeTruthy();
  });

  it('gives an emergency reply the alert role', async () => {
    const base = chatReply();
    fetchMock.mockResolvedValueOnce(
      json({
        ...base,
        message: '**Urgence** : appelez le 144.',
        analysis: { ...base.analysis, emergency: true },
      }),
    );
    openPage();
    await userEvent.type(input(), 'Il est tombé et ne répond plus{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('appelez le 144');
  });

  it('resumes ?conversation= with its messages and lists, then continues it', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/conversations/23'
        ? json(conversationDetail())
        : json(chatReply({ conversationId: 23 })),
    );
    openPage('/assistant?conversation=23');
    expect(await within(log()).findByText('Une résidente refuse la toilette le matin.')).toBeTruthy();
    expect(within(log()).getByText('Depuis quand refuse-t-elle ?')).toBeTruthy();
    expect(screen.getByText('Guide Humanitude')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Pratiques' }));
    expect(screen.getByRole('heading', { name: 'Conseils pratiques' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: montessori.name })).toBeTruthy();

    await userEvent.type(input(), 'Depuis une semaine.{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(fetchMock.mock.calls[1])).toMatchObject({ conversationId: 23 });
  });

  it("reopens a free user's open trial conversation when none is asked for", async () => {
    const user = { ...trialUser, trialConversationId: 23 };
    queryClient.setQueryData(userQueryOptions().queryKey, user);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/user' ? json(user) : json(conversationDetail()),
    );
    openPage();
    expect(await within(log()).findByText('Une résidente refuse la toilette le matin.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/conversations/23');
  });

  it('starts afresh with a toast when the conversation cannot be found', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: assistantMessages.conversationNotFound }, 404));
    openPage('/assistant?conversation=404');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Conversation introuvable',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/assistant'));
    expect(input().disabled).toBe(false);
  });

  it('resets on "Nouvelle conversation" and clears the address', async () => {
    fetchMock.mockResolvedValueOnce(json(conversationDetail()));
    openPage('/assistant?conversation=23');
    await within(log()).findByText('Depuis quand refuse-t-elle ?');
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle conversation' }));
    expect(within(log()).queryByText('Depuis quand refuse-t-elle ?')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Ressources' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/assistant'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats an address id that is not a number as a conversation not found', async () => {
    openPage('/assistant?conversation=abc');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Erreur',
        description: 'Conversation introuvable',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/assistant'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('grows the text area with its text up to 150 px, then scrolls it', async () => {
    let contentHeight = 60;
    const spy = vi
      .spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(() => contentHeight);
    openPage();
    await userEvent.type(input(), 'a');
    expect(input().style.height).toBe('60px');
    expect(input().style.overflowY).toBe('hidden');
    contentHeight = 400;
    await userEvent.type(input(), 'b');
    expect(input().style.height).toBe('150px');
    expect(input().style.overflowY).toBe('auto');
    spy.mockRestore();
  });
});
