import type { Page } from '@playwright/test';
import { quizBank } from '../src/shared/features/quiz-bank';
import { expect, expectAccessible, registerThroughUi, test, uniqueName } from './fixtures';

// The bank is plain data (a type-only import): the journey reads the right answers from it.
const montessori = quizBank.filter((question) => question.category === 'montessori');
const montessoriPoints = montessori.reduce((sum, question) => sum + question.points, 0);

async function myPoints(page: Page): Promise<number> {
  const response = await page.request.get('/api/gamification/level');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { points: number }).points;
}

test('a member finishes the Montessori quiz, earns its points once, and finds it in the history', async ({
  page,
}) => {
  test.slow();
  await registerThroughUi(page, uniqueName('quiz'));
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Pro Care' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Quiz en cours' })).toHaveCount(0);
  const before = await myPoints(page);

  await page.getByRole('button', { name: 'Commencer le Quiz Montessori' }).click();
  await expect(page.getByRole('tab', { name: 'Quiz en cours', selected: true })).toBeVisible();
  // A new user has no completion today: no banner.
  await expect(page.getByText("Vous avez déjà complété ce quiz aujourd'hui.", { exact: false })).toHaveCount(
    0,
  );

  for (const [i, question] of montessori.entries()) {
    await expect(page.getByText(`Question ${i + 1}/${montessori.length}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: question.question })).toBeVisible();
    const validate = page.getByRole('button', { name: 'Valider ma réponse' });
    await expect(validate).toBeDisabled();

    if (i === 0) {
      // The options are a radio group: the arrow keys move the choice.
      await page.getByRole('radio', { name: question.options[0], exact: true }).check();
      for (let step = 0; step < question.correctAnswer; step += 1) await page.keyboard.press('ArrowDown');
      await expectAccessible(page);
    } else {
      await page.getByRole('radio', { name: question.options[question.correctAnswer], exact: true }).check();
    }
    await expect(
      page.getByRole('radio', { name: question.options[question.correctAnswer], exact: true }),
    ).toBeChecked();
    await validate.click();

    await expect(page.getByText('Explication:')).toBeVisible();
    await expect(page.getByText(question.explanation)).toBeVisible();
    await expect(page.getByText('Bonne réponse', { exact: true })).toBeVisible();
    const last = i === montessori.length - 1;
    await page.getByRole('button', { name: last ? 'Terminer le quiz' : 'Question suivante' }).click();
  }

  const final = page.getByRole('region', { name: 'Quiz terminé !' });
  await expect(final.getByRole('heading', { name: 'Quiz terminé !' })).toBeVisible();
  await expect(final.getByText('Quiz Montessori')).toBeVisible();
  await expect(final.getByText(`${montessoriPoints} / ${montessoriPoints} points`)).toBeVisible();
  await expect(final.getByText(`${montessori.length} / ${montessori.length}`)).toBeVisible();
  await expect(final.getByText('Excellent travail !')).toBeVisible();
  await expectAccessible(page);

  // The server took the quiz's points, once.
  await expect.poll(() => myPoints(page)).toBe(before + montessoriPoints);

  await page.getByRole('tab', { name: 'Historique' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Quiz Montessori' });
  await expect(entry).toHaveCount(1);
  await expect(
    entry.getByText(`${montessoriPoints} points · ${montessori.length}/${montessori.length} bonnes réponses`),
  ).toBeVisible();
  await expectAccessible(page);

  // The same quiz again today: the info banner, and no more points.
  await page.getByRole('tab', { name: 'Quiz disponibles' }).click();
  await page.getByRole('button', { name: 'Commencer le Quiz Montessori' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Vous avez déjà complété ce quiz aujourd'hui." }),
  ).toHaveText(
    "Vous avez déjà complété ce quiz aujourd'hui. Vos points seront sauvegardés mais vous ne gagnerez pas de points de gamification supplémentaires.",
  );

  // /gamification shows the points, the quiz's badge (above 70 %) and the history line.
  await page.goto('/gamification');
  await expect(page.getByText(`${before + montessoriPoints} points`, { exact: true })).toBeVisible();
  const badge = page.getByRole('listitem').filter({ hasText: 'Maîtrise Montessori' });
  await expect(badge.getByText(/Obtenu le/)).toBeVisible();
  await page.getByRole('tab', { name: 'Activités' }).click();
  await expect(
    page.getByText(`Quiz Montessori : ${montessoriPoints} points sur ${montessoriPoints}.`),
  ).toHaveCount(1);
});

test('the Quiz tab of /resources frames the quiz without a second header or footer', async ({ page }) => {
  await registerThroughUi(page, uniqueName('quizcadre'));
  await page.goto('/resources?tab=quiz');
  const frameElement = page.getByTitle('Quiz Pro Care');
  await expect(frameElement).toHaveAttribute('src', '/quiz?embed=1');
  const frame = page.frameLocator('iframe[title="Quiz Pro Care"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Quiz Pro Care' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Commencer le Quiz Validation' })).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);
});

test('on a phone, the three tabs fit and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughUi(page, uniqueName('quizmobile'));
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Commencer le Quiz mixte' }).click();
  for (const name of ['Quiz disponibles', 'Quiz en cours', 'Historique']) {
    await expect(page.getByRole('tab', { name })).toBeInViewport();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
