import { expect, expectAccessible, registerThroughUi, test, uniqueName } from './fixtures';

// Skeleton for the lead to complete and run (the quiz journey lives in its own spec). Assumes a
// new member earns the daily login point (+1) on their first authenticated visit of the day.

test('a member sees their level, history and rank, and can hide from the leaderboard', async ({ page }) => {
  const username = uniqueName('progres');
  await registerThroughUi(page, username);

  await page.goto('/gamification');
  await expect(page).toHaveTitle(/Progression & badges/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progression & badges' })).toBeVisible();
  await expect(page.getByText(`Bienvenue, ${username} !`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Points gagnés pour chaque action' });
  await expect(table.getByRole('row', { name: /Partager une ressource \+15/ })).toBeVisible();

  await expect(page.getByText('Niveau 1 — Premiers pas')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progression vers le niveau 2' })).toBeVisible();
  await expect(page.getByText('À débloquer').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Activités' }).click();
  await expect(page.getByText('Connexion du jour').first()).toBeVisible();
  await expect(page.getByText('+1 point').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Classement' }).click();
  // Shown as the forum shows them: 'Utilisateur #id', never the username they did not choose to show.
  const mine = page.getByRole('listitem').filter({ has: page.getByText('Vous', { exact: true }) });
  await expect(mine.getByText(/^Utilisateur #\d+$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: username })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/profile');
  const box = page.getByRole('checkbox', { name: 'Apparaître dans le classement' });
  await expect(box).toBeChecked();
  await box.click();
  await expect(page.getByText("Vous n'apparaissez plus dans le classement.").first()).toBeVisible();
  await expect(box).not.toBeChecked();

  await page.goto('/gamification');
  await page.getByRole('tab', { name: 'Classement' }).click();
  await expect(page.getByText(/Vous avez choisi de ne pas apparaître dans le classement/)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByText('Vous', { exact: true }) }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Modifier ce choix dans mon profil' }).click();
  await expect(page).toHaveURL('/profile');
});

test('the page fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughUi(page, uniqueName('mobile'));
  await page.goto('/gamification');
  await expect(page.getByText('Niveau 1 — Premiers pas')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
