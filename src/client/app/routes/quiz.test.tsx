import { questionsOf } from '@shared/features/quiz';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  json,
  makeUser,
  mockFetch,
  renderWithProviders,
} from '@/features/forum/components/forum-list-test-utils';
import { ALREADY_COMPLETED_MESSAGE } from '@/features/quiz/components/quiz-banner';
import { completedKey, resultsKey, zurichDay } from '@/features/quiz/quiz-storage';

import QuizPage from './quiz';

const montessori = questionsOf('montessori');
const POINTS_PATH = '/api/gamification/quiz-points';

function renderQuiz(user = makeUser()) {
  return renderWithProviders(<QuizPage />, { user, path: '/quiz', route: '/quiz' });
}

/** The points call answers 200 unless told otherwise; the calls are returned for inspection. */
function mockPoints(status = 200) {
  return mockFetch((url, init) => {
    if (url.pathname === POINTS_PATH && init?.method === 'POST') {
      return status === 200
        ? json({ pointsAwarded: 1, alreadyCompletedToday: false })
        : json({ message: 'Erreur interne' }, { status });
    }
    return json({ message: 'Introuvable' }, { status: 404 });
  });
}

const pointsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(POINTS_PATH));

async function startQuiz(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Commencer le ${name}` }));
}

/** Answers the current question: the right option, or the first wrong one. */
async function answer(
  user: ReturnType<typeof userEvent.setup>,
  question: (typeof montessori)[number],
  right: boolean,
) {
  const index = right ? question.correctAnswer : question.correctAnswer === 0 ? 1 : 0;
  await user.click(screen.getByRole('radio', { name: question.options[index] }));
  await user.click(screen.getByRole('button', { name: 'Valider ma réponse' }));
}

/** Runs the whole Montessori quiz, right on the questions whose index is in `rightOnes`. */
async function runMontessori(user: ReturnType<typeof userEvent.setup>, rightOnes: (i: number) => boolean) {
  await startQuiz(user, 'Quiz Montessori');
  for (const [i, question] of montessori.entries()) {
    await answer(user, question, rightOnes(i));
    const last = i === montessori.length - 1;
    await user.click(screen.getByRole('button', { name: last ? 'Terminer le quiz' : 'Question suivante' }));
  }
}

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/quiz: the catalogue', () => {
  it('offers the four quizzes with their questions and points, and no "Quiz en cours" tab yet', () => {
    mockPoints();
    renderQuiz();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Pro Care' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Quiz disponibles', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Historique' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Quiz en cours' })).toBeNull();

    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Quiz Montessori',
      'Quiz Humanitude',
      'Quiz Validation',
      'Quiz mixte',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('7 questions')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('105 points')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('6 questions')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('90 points')).toBeTruthy();
    expect(within(cards[3] as HTMLElement).getByText('10 questions')).toBeTruthy();
    // Each card has exactly one control.
    for (const card of cards) expect(within(card).getAllByRole('button')).toHaveLength(1);
  });

  it('starts a quiz on the "Quiz en cours" tab, and "Retour aux catégories" removes that tab again', async () => {
    const user = userEvent.setup();
    mockPoints();
    renderQuiz();
    await startQuiz(user, 'Quiz Humanitude');

    expect(screen.getByRole('tab', { name: 'Quiz en cours', selected: true })).toBeTruthy();
    const first = questionsOf('humanitude')[0];
    expect(screen.getByRole('heading', { level: 3, name: first?.question })).toBe(document.activeElement);
    expect(screen.getByText('Question 1/7')).toBeTruthy();
    expect(screen.getByText('Humanitude')).toBeTruthy();
    expect(screen.getByText('Tous publics')).toBeTruthy();
    expect(screen.getByText(`${first?.points} points`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retour aux catégories' }));
    expect(screen.queryByRole('tab', { name: 'Quiz en cours' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Quiz disponibles', selected: true })).toBeTruthy();
  });

  it('draws 10 questions for the mixed quiz', async () => {
    const user = userEvent.setup();
    mockPoints();
    renderQuiz();
    await startQuiz(user, 'Quiz mixte');
    expect(screen.getByText('Question 1/10')).toBeTruthy();
  });
});

describe('/quiz: a question', () => {
  it('enables "Valider ma réponse" only once an option is picked, then locks the choice and explains', async () => {
    const user = userEvent.setup();
    mockPoints();
    renderQuiz();
    await startQuiz(user, 'Quiz Montessori');
    const question = montessori[0];
    if (!question) throw new Error('empty bank');

    const validate = screen.getByRole('button', { name: 'Valider ma réponse' });
    expect(validate).toHaveProperty('disabled', true);
    const wrong = question.correctAnswer === 0 ? 1 : 0;
    await user.click(screen.getByRole('radio', { name: question.options[wrong] }));
    expect(validate).toHaveProperty('disabled', false);
    await user.click(validate);

    // Locked: every option disabled, the choice stays.
    const radios = screen.getAllByRole('radio');
    expect(radios.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect((radios[wrong] as HTMLInputElement).checked).toBe(true);
    await user.click(radios[question.correctAnswer] as HTMLElement);
    expect((radios[wrong] as HTMLInputElement).checked).toBe(true);

    // Marked by words, not only colour.
    const correctLabel = radios[question.correctAnswer]?.closest('label') as HTMLElement;
    const wrongLabel = radios[wrong]?.closest('label') as HTMLElement;
    expect(within(correctLabel).getByText('Bonne réponse')).toBeTruthy();
    expect(within(wrongLabel).getByText('Réponse incorrecte')).toBeTruthy();
    expect(screen.getByText('Réponse incorrecte.')).toBeTruthy();
    expect(screen.getByText('Explication:')).toBeTruthy();
    expect(screen.getByText(question.explanation)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question suivante' })).toBeTruthy();
  });

  it('can be answered with the keyboard alone', async () => {
    const user = userEvent.setup();
    mockPoints();
    renderQuiz();
    await startQuiz(user, 'Quiz Montessori');
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    await user.keyboard(' ');
    expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    // (Arrow keys between radios are the browser's own behaviour, exercised in e2e/quiz.spec.ts.)
    const validate = screen.getByRole('button', { name: 'Valider ma réponse' });
    for (let i = 0; i < 6 && document.activeElement !== validate; i += 1) await user.tab();
    expect(document.activeElement).toBe(validate);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Explication:')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Question suivante');
  });
});

describe('/quiz: finishing', () => {
  it('counts only the right answers, shows the final screen and sends the points once', async () => {
    const user = userEvent.setup();
    const fetchMock = mockPoints();
    const { queryClient } = renderQuiz();
    queryClient.setQueryData(['gamification', 'level'], { points: 0 });

    // Right on questions 1, 2 and 3 only (10 + 15 + 20 = 45 of 105: 43 %).
    await runMontessori(user, (i) => i < 3);

    expect(screen.getByRole('heading', { level: 2, name: 'Quiz terminé !' })).toBe(document.activeElement);
    const final = screen.getByRole('region', { name: 'Quiz terminé !' });
    expect(within(final).getByText('Quiz Montessori')).toBeTruthy();
    expect(within(final).getByText('45 / 105 points')).toBeTruthy();
    expect(within(final).getByText('3 / 7')).toBeTruthy();
    expect(within(final).getByText('Bon travail !')).toBeTruthy();

    await waitFor(() => expect(pointsCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(pointsCalls(fetchMock)[0]?.[1]?.body));
    // The chosen options, never a score: the server scores them against its bank.
    expect(body).toEqual({
      categoryId: 'montessori',
      answers: montessori.map((q, i) => ({
        questionId: q.id,
        option: i < 3 ? q.correctAnswer : q.correctAnswer === 0 ? 1 : 0,
      })),
    });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(completedKey(12)) ?? '{}')).toEqual({
        montessori: zurichDay(),
      }),
    );
    expect(queryClient.getQueryState(['gamification', 'level'])?.isInvalidated).toBe(true);
  });

  it("says 'Excellent travail !' above 70 % and 'Continuez d'apprendre !' at 40 % or less", async () => {
    const user = userEvent.setup();
    mockPoints();
    renderQuiz();
    await runMontessori(user, () => true);
    expect(screen.getByText('105 / 105 points')).toBeTruthy();
    expect(screen.getByText('Excellent travail !')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Autres quiz' }));
    expect(screen.queryByRole('tab', { name: 'Quiz en cours' })).toBeNull();
    await runMontessori(user, () => false);
    expect(screen.getByText('0 / 105 points')).toBeTruthy();
    expect(screen.getByText("Continuez d'apprendre !")).toBeTruthy();
  });

  it('puts each result at the front of the history, in this user’s storage', async () => {
    const user = userEvent.setup();
    mockPoints();
    renderQuiz();
    await runMontessori(user, (i) => i === 0);
    const stored = JSON.parse(window.localStorage.getItem(resultsKey(12)) ?? '[]');
    expect(stored).toEqual([
      {
        score: 10,
        totalQuestions: 7,
        correctAnswers: 1,
        category: 'Quiz Montessori',
        date: expect.any(String),
      },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Historique' }));
    const entries = screen.getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(within(entries[0] as HTMLElement).getByText('Quiz Montessori')).toBeTruthy();
    expect(within(entries[0] as HTMLElement).getByText('10 points · 1/7 bonnes réponses')).toBeTruthy();
  });

  it('does not call the points again for a quiz rewarded today, and shows the banner for 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    window.localStorage.setItem(completedKey(12), JSON.stringify({ montessori: zurichDay() }));
    const fetchMock = mockPoints();
    renderQuiz();

    await startQuiz(user, 'Quiz Montessori');
    expect(screen.getByRole('status').textContent).toBe(ALREADY_COMPLETED_MESSAGE);
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.getByRole('status').textContent).toBe(ALREADY_COMPLETED_MESSAGE);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Retour aux catégories' }));
    await runMontessori(user, () => true);
    expect(screen.getByText('Quiz terminé !')).toBeTruthy();
    // The result is still kept; only the gamification call is skipped.
    expect(JSON.parse(window.localStorage.getItem(resultsKey(12)) ?? '[]')).toHaveLength(1);
    expect(pointsCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the banner on "Refaire ce quiz" once the quiz has been rewarded', async () => {
    const user = userEvent.setup();
    mockPoints();
    renderQuiz();
    await runMontessori(user, () => true);
    await waitFor(() => expect(window.localStorage.getItem(completedKey(12))).toContain('montessori'));
    await user.click(screen.getByRole('button', { name: 'Refaire ce quiz' }));
    expect(screen.getByText('Question 1/7')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(ALREADY_COMPLETED_MESSAGE);
  });

  it('only logs a failed points call, and leaves the quiz unmarked so it can still earn points', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockPoints(500);
    renderQuiz();
    await runMontessori(user, () => true);

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(consoleError.mock.calls.some(([message]) => String(message).includes('points du quiz'))).toBe(
      true,
    );
    expect(pointsCalls(fetchMock)).toHaveLength(1);
    expect(screen.getByText('Quiz terminé !')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(completedKey(12)) ?? '{}')).toEqual({});
  });
});

describe('/quiz: stored state', () => {
  it("drops the completions of other days on load: yesterday's quiz earns points again", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      completedKey(12),
      JSON.stringify({ montessori: '2020-01-01', validation: zurichDay(), bogus: zurichDay() }),
    );
    mockPoints();
    renderQuiz();
    expect(JSON.parse(window.localStorage.getItem(completedKey(12)) ?? '{}')).toEqual({
      validation: zurichDay(),
    });
    await startQuiz(user, 'Quiz Montessori');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('lists the history newest first with French dates and bars of score / (questions × 15), capped', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      resultsKey(12),
      JSON.stringify([
        {
          score: 200,
          totalQuestions: 10,
          correctAnswers: 10,
          category: 'Quiz mixte',
          date: '2026-03-01T13:05:00.000Z',
        },
        {
          score: 45,
          totalQuestions: 6,
          correctAnswers: 3,
          category: 'Quiz Validation',
          date: '2026-02-21T08:30:00.000Z',
        },
      ]),
    );
    mockPoints();
    renderQuiz();
    await user.click(screen.getByRole('tab', { name: 'Historique' }));

    const entries = screen.getAllByRole('listitem');
    expect(entries.map((e) => within(e).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Quiz mixte',
      'Quiz Validation',
    ]);
    expect(within(entries[0] as HTMLElement).getByText('1er mars 2026 à 14:05')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText('21 février 2026 à 09:30')).toBeTruthy();
    const bars = screen.getAllByTestId('quiz-history-bar');
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '50%']);
  });

  it("shows the empty history, and 'Effacer l'historique' empties it for good", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      resultsKey(12),
      JSON.stringify([
        {
          score: 30,
          totalQuestions: 7,
          correctAnswers: 2,
          category: 'Quiz Montessori',
          date: '2026-03-01T13:05:00.000Z',
        },
      ]),
    );
    mockPoints();
    renderQuiz();
    await user.click(screen.getByRole('tab', { name: 'Historique' }));
    await user.click(screen.getByRole('button', { name: "Effacer l'historique" }));

    expect(screen.getByText("Vous n'avez pas encore de résultats.")).toBeTruthy();
    expect(screen.getByText('Terminez un quiz pour voir apparaître votre historique ici !')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Effacer l'historique" })).toBeNull();
    expect(window.localStorage.getItem(resultsKey(12))).toBeNull();
  });

  it("keeps each user's history apart and survives corrupt storage", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      resultsKey(12),
      JSON.stringify([
        {
          score: 30,
          totalQuestions: 7,
          correctAnswers: 2,
          category: 'Quiz Montessori',
          date: '2026-03-01T13:05:00.000Z',
        },
      ]),
    );
    window.localStorage.setItem(resultsKey(13), '{not json');
    window.localStorage.setItem(completedKey(13), '[[[');
    mockPoints();
    renderQuiz(makeUser({ id: 13, username: 'marc' }));
    await user.click(screen.getByRole('tab', { name: 'Historique' }));
    expect(screen.getByText("Vous n'avez pas encore de résultats.")).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Quiz disponibles' }));
    await startQuiz(user, 'Quiz Montessori');
    expect(screen.getByText('Question 1/7')).toBeTruthy();
  });
});
