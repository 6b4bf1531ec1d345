import { type QuizQuestion, questionsOf, quizMaxPoints } from '@shared/features/quiz';
import { quizBank } from '@shared/features/quiz-bank';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';
import { createGamificationService } from './gamification.service';

let t: TestApp;
let member: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  member = await registerUser(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const montessori = questionsOf('montessori');
const montessoriTotal = quizMaxPoints('montessori')!;

/** An answer to each question: the right option for the first `right` ones, a wrong one after. */
const answersFor = (questions: readonly QuizQuestion[], right = questions.length) =>
  questions.map((q, i) => ({
    questionId: q.id,
    option: i < right ? q.correctAnswer : (q.correctAnswer + 1) % 4,
  }));

describe('who may call', () => {
  it('asks visitors to log in, except for a public level', async () => {
    for (const url of [
      '/api/gamification/level',
      '/api/gamification/history',
      '/api/gamification/leaderboard',
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    const quiz = await call('POST', '/api/gamification/quiz-points', undefined, {
      categoryId: 'montessori',
      answers: answersFor(montessori),
    });
    expect(quiz.statusCode).toBe(401);
    const level = await call('GET', `/api/gamification/level/${member.user.id}`);
    expect(level.statusCode).toBe(200);
    expect(level.json()).toEqual({
      userId: member.user.id,
      currentLevel: expect.objectContaining({ number: 1 }),
    });
    expect(level.json()).not.toHaveProperty('points');
  });

  it('answers French errors for a bad or unknown user id', async () => {
    expect((await call('GET', '/api/gamification/level/abc')).json()).toEqual({
      message: 'ID utilisateur invalide',
    });
    const unknown = await call('GET', '/api/gamification/level/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Utilisateur non trouvé' });
  });
});

describe('POST /api/gamification/quiz-points', () => {
  it('scores the chosen options against the bank, ignores a score sent, and awards once per quiz and day', async () => {
    const me = await registerUser(t.app);
    // Right on the first three Montessori questions only (10 + 15 + 20).
    const body = { categoryId: 'montessori', answers: answersFor(montessori, 3), score: montessoriTotal };
    const first = await call('POST', '/api/gamification/quiz-points', me.cookie, body);
    expect(first.json()).toEqual({
      pointsAwarded: 45,
      alreadyCompletedToday: false,
      score: 45,
      total: montessoriTotal,
      correctAnswers: 3,
    });
    const again = await call('POST', '/api/gamification/quiz-points', me.cookie, {
      categoryId: 'montessori',
      answers: answersFor(montessori),
    });
    expect(again.json()).toMatchObject({
      pointsAwarded: 0,
      alreadyCompletedToday: true,
      score: montessoriTotal,
    });
    // Another quiz the same day is its own award.
    const validation = questionsOf('validation');
    const other = await call('POST', '/api/gamification/quiz-points', me.cookie, {
      categoryId: 'validation',
      answers: answersFor(validation, 1),
    });
    expect(other.json().pointsAwarded).toBe(validation[0]!.points);
    const level = await call('GET', '/api/gamification/level', me.cookie);
    expect(level.json().points).toBe(1 + 45 + validation[0]!.points);
  });

  it("refuses answers that are not exactly the quiz's questions, options out of range, and unknown quizzes", async () => {
    const me = await registerUser(t.app);
    const post = (body: object) => call('POST', '/api/gamification/quiz-points', me.cookie, body);
    const all = answersFor(montessori);
    const invalid = { message: 'Questions invalides pour ce quiz' };
    for (const answers of [
      all.slice(1), // one missing
      [...all.slice(1), all[1]!], // one twice
      [...all.slice(1), { questionId: questionsOf('validation')[0]!.id, option: 0 }], // another quiz's
      [...all.slice(1), { questionId: 9999, option: 0 }], // not in the bank
    ]) {
      const response = await post({ categoryId: 'montessori', answers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
    for (const option of [4, -1, 1.5, '1']) {
      const answers = [{ ...all[0]!, option }, ...all.slice(1)];
      expect((await post({ categoryId: 'montessori', answers })).statusCode).toBe(400);
    }
    expect((await post({ categoryId: 'montessori', answers: [] })).json()).toEqual(invalid);
    expect((await post({ categoryId: 'montessori', score: 105 })).statusCode).toBe(400);
    expect((await post({ categoryId: 'cuisine', answers: all })).json()).toEqual({ message: 'Quiz inconnu' });
    const level = await call('GET', '/api/gamification/level', me.cookie);
    expect(level.json().points).toBe(1);
  });

  it('scores a mixed quiz on ten distinct questions of the bank, and refuses any other draw', async () => {
    const me = await registerUser(t.app);
    const drawn = quizBank.slice(5, 15);
    const post = (answers: object) =>
      call('POST', '/api/gamification/quiz-points', me.cookie, { categoryId: 'mixed', answers });
    expect((await post(answersFor(drawn.slice(0, 9)))).json()).toEqual({
      message: 'Questions invalides pour ce quiz',
    });
    expect((await post(answersFor([...drawn, quizBank[0]!]))).statusCode).toBe(400);
    const ok = await post(answersFor(drawn));
    const total = drawn.reduce((sum, q) => sum + q.points, 0);
    expect(ok.json()).toMatchObject({ pointsAwarded: total, score: total, total, correctAnswers: 10 });
    const level = await call('GET', '/api/gamification/level', me.cookie);
    expect(level.json().badges.find((b: { id: string }) => b.id === 'quiz-mixed').earnedAt).not.toBeNull();
    expect(level.json().badges.find((b: { id: string }) => b.id === 'quiz-montessori').earnedAt).toBeNull();
  });

  it('follows the Zurich day: just after midnight in Zurich is a new day for the quiz', async () => {
    const me = await registerUser(t.app);
    let now = new Date('2026-11-21T22:30:00Z'); // 23:30 in Zurich
    const service = createGamificationService({ db: t.db, now: () => now });
    const humanitude = questionsOf('humanitude');
    const input = { categoryId: 'humanitude' as const, answers: answersFor(humanitude, 1) };
    const points = humanitude[0]!.points;
    expect((await service.quizPoints(me.user.id, input)).pointsAwarded).toBe(points);
    now = new Date('2026-11-21T22:50:00Z'); // 23:50, same day
    expect((await service.quizPoints(me.user.id, input)).alreadyCompletedToday).toBe(true);
    now = new Date('2026-11-21T23:10:00Z'); // 00:10 the next day in Zurich, still the 21st in UTC
    expect((await service.quizPoints(me.user.id, input)).pointsAwarded).toBe(points);
  });
});

describe('levels, history and the login streak', () => {
  it('reports level, progression and the points still needed', async () => {
    const me = await registerUser(t.app);
    await t.db.update(users).set({ points: 45 }).where(eq(users.id, me.user.id));
    const level = (await call('GET', '/api/gamification/level', me.cookie)).json();
    expect(level.currentLevel).toMatchObject({ number: 3, name: 'Écoute', minPoints: 30 });
    expect(level.nextLevel).toMatchObject({ number: 4, minPoints: 60 });
    expect(level.progression).toBe(50);
    expect(level.pointsForNextLevel).toBe(15);
    expect(level.badges).toHaveLength(11);
  });

  it('lists the history newest first, paged by cursor', async () => {
    const me = await registerUser(t.app);
    for (const categoryId of ['montessori', 'humanitude', 'validation'] as const) {
      // Right on the first question only: 10 points ('facile') each.
      const answers = answersFor(questionsOf(categoryId), 1);
      await call('POST', '/api/gamification/quiz-points', me.cookie, { categoryId, answers });
    }
    const first = await call('GET', '/api/gamification/history?limit=2', me.cookie);
    expect(first.json().map((e: { action: { name: string } }) => e.action.name)).toEqual([
      'Quiz terminé',
      'Quiz terminé',
    ]);
    expect(first.json()[0].action.description).toBe(
      `Quiz Validation : 10 points sur ${quizMaxPoints('validation')}.`,
    );
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await call('GET', `/api/gamification/history?limit=2&cursor=${cursor}`, me.cookie);
    expect(second.json().map((e: { action: { id: string } }) => e.action.id)).toEqual([
      'quiz_completed',
      'daily_login',
    ]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect((await call('GET', '/api/gamification/history?cursor=zzz', me.cookie)).statusCode).toBe(400);
  });

  it('counts consecutive Zurich days and grants the 7-day badge, a gap starts again', async () => {
    const me = await registerUser(t.app);
    let now = new Date('2026-03-01T08:00:00Z');
    const service = createGamificationService({ db: t.db, now: () => now });
    for (let day = 0; day < 6; day++) {
      now = new Date(Date.UTC(2026, 2, 1 + day, 8));
      await service.recordVisit(me.user.id);
      await service.recordVisit(me.user.id);
    }
    expect(
      (await service.myLevel(me.user.id)).badges.find((b) => b.id === 'login-streak-7')!.earnedAt,
    ).toBeNull();
    now = new Date(Date.UTC(2026, 2, 8, 8)); // a day missed
    await service.recordVisit(me.user.id);
    const [afterGap] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(afterGap!.loginStreak).toBe(1);
    for (let day = 9; day <= 14; day++) {
      now = new Date(Date.UTC(2026, 2, day, 8));
      await service.recordVisit(me.user.id);
    }
    expect(
      (await service.myLevel(me.user.id)).badges.find((b) => b.id === 'login-streak-7')!.earnedAt,
    ).not.toBeNull();
    const visits = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, me.user.id));
    // Registration today, 6 + 1 + 6 test days.
    expect(visits.filter((v) => v.action === 'daily_login')).toHaveLength(14);
  });
});

describe('GET /api/gamification/leaderboard', () => {
  it('lists the top 20 by points with shared ranks, then the caller further down; hidden users are left out', async () => {
    const players: Awaited<ReturnType<typeof registerUser>>[] = [];
    for (let i = 0; i < 23; i++) players.push(await registerUser(t.app));
    const everyoneElse = await t.db.select({ id: users.id }).from(users);
    await t.db
      .update(users)
      .set({ points: 0 })
      .where(
        inArray(
          users.id,
          everyoneElse.map((u) => u.id),
        ),
      );
    // Points 1000, 990, …; players 1 and 2 tie.
    for (const [i, p] of players.entries()) {
      const points = i === 2 ? 990 : 1000 - i * 10;
      await t.db.update(users).set({ points }).where(eq(users.id, p.user.id));
    }
    const last = players[22]!;
    const board = (await call('GET', '/api/gamification/leaderboard', last.cookie)).json();
    expect(board).toHaveLength(21);
    expect(board.slice(0, 4).map((e: { rank: number }) => e.rank)).toEqual([1, 2, 2, 4]);
    expect(board[0]).toMatchObject({
      id: players[0]!.user.id,
      points: 1000,
      level: 10,
      levelName: 'Référence',
      isCurrentUser: false,
    });
    expect(board[20]).toMatchObject({ id: last.user.id, rank: 23, isCurrentUser: true });

    // The leader hides themself: gone from everyone's list, and everyone moves up.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: { cookie: players[0]!.cookie },
      payload: { showInLeaderboard: false },
    });
    const after = (await call('GET', '/api/gamification/leaderboard', last.cookie)).json();
    expect(after.some((e: { id: number }) => e.id === players[0]!.user.id)).toBe(false);
    expect(after.at(-1)).toMatchObject({ id: last.user.id, rank: 22 });
    const hidden = (await call('GET', '/api/gamification/leaderboard', players[0]!.cookie)).json();
    expect(hidden.some((e: { isCurrentUser: boolean }) => e.isCurrentUser)).toBe(false);
    expect(hidden[0]).not.toHaveProperty('email');
  });

  it('names members as the forum does: "Utilisateur #id" and no picture unless they chose to show their name', async () => {
    const shy = await registerUser(t.app);
    await t.db
      .update(users)
      .set({ points: 5000, profilePicture: 'https://exemple.ch/photo.jpg' })
      .where(eq(users.id, shy.user.id));
    const entryOf = async () =>
      (await call('GET', '/api/gamification/leaderboard', member.cookie))
        .json()
        .find((e: { id: number }) => e.id === shy.user.id);
    expect(await entryOf()).toMatchObject({ username: `Utilisateur #${shy.user.id}`, profilePicture: null });
    expect(JSON.stringify(await entryOf())).not.toContain(shy.user.username);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: { cookie: shy.cookie },
      payload: { showUsernameInForum: true },
    });
    expect(await entryOf()).toMatchObject({
      username: shy.user.username,
      profilePicture: 'https://exemple.ch/photo.jpg',
    });
  });
});
