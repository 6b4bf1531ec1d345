import { readFileSync } from 'node:fs';
import { expect, expectAccessible, expectToast, registerThroughUi, test, uniqueName } from './fixtures';

const SITUATION =
  "Une résidente de 88 ans atteinte d'Alzheimer refuse la douche le matin en EMS, elle crie et repousse les soignantes. On a essayé de changer l'heure sans succès.";

test('a user describes a situation, reads the tabs, resumes it from the profile, downloads and deletes their data', async ({
  page,
}) => {
  test.slow();
  const username = uniqueName('soignante');
  await registerThroughUi(page, username);

  await page.goto('/assistant');
  const log = page.getByRole('log');
  await expect(log).toContainText('Sophia');
  const input = page.getByLabel('Votre message à Sophia');
  await input.fill(SITUATION);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(log).toContainText(SITUATION);
  // Sophia's reply: strategies, and the three result tabs.
  await expect(log.getByRole('heading', { name: /Pistes/ })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/assistant\?conversation=\d+$/);
  // The history shows the start of the new reply, not its end.
  // The history shows the start of the new reply: its top sits at the top of the scrolled log.
  await expect
    .poll(() =>
      log.evaluate((element) => {
        const turns = element.querySelectorAll<HTMLElement>('[data-message-id]');
        const reply = turns[turns.length - 1];
        return reply ? Math.abs(reply.offsetTop - element.scrollTop) : -1;
      }),
    )
    .toBeLessThan(40);
  const tabs = ['Ressources', 'Théoriques', 'Pratiques'];
  for (const name of tabs) await expect(page.getByRole('tab', { name })).toBeVisible();
  await page.getByRole('tab', { name: 'Théoriques' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Humanitude|Validation/);
  await page.getByRole('tab', { name: 'Pratiques' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Conseils pratiques');
  await expectAccessible(page);

  // Shift+Enter adds a line instead of sending.
  await input.fill('Première ligne');
  await input.press('Shift+Enter');
  await input.pressSequentially('deuxième ligne');
  await expect(input).toHaveValue('Première ligne\ndeuxième ligne');
  await input.fill('');

  // A free user's trial conversation is reopened when they come back to /assistant.
  await page.goto('/gamification');
  await page.goto('/assistant');
  await expect(page.getByRole('log')).toContainText(SITUATION);

  // From the profile, the conversation is listed and resumed.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByText('Basic', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Reprendre la conversation' }).first().click();
  await expect(page).toHaveURL(/\/assistant\?conversation=\d+$/);
  await expect(page.getByRole('log')).toContainText(SITUATION);
  await expect(page.getByRole('tab', { name: 'Théoriques' })).toBeVisible();

  // Download my data: a JSON file with the conversation.
  await page.goto('/profile');
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sophia-mes-donnees.json');
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.profile.username).toBe(username);
  expect(data.conversations[0].messages[0].content).toBe(SITUATION);

  // Delete my account: confirmed by typing SUPPRIMER, then logged out for good.
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Supprimer mon compte' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Pour confirmer, saisissez SUPPRIMER').fill('SUPPRIMER');
  await confirm.click();
  await expectToast(page, 'Compte supprimé');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('identifying data is masked, and an emergency puts the Swiss numbers first', async ({ page }) => {
  await registerThroughUi(page, uniqueName('educ'));
  await page.goto('/assistant');
  const input = page.getByLabel('Votre message à Sophia');
  await input.fill(
    'Mme Jeanne Rochat est tombée dans sa chambre, elle ne répond plus et respire bizarrement.',
  );
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const log = page.getByRole('log');
  await expect(log).toContainText('144', { timeout: 15_000 });
  await expect(log).toContainText('[nom masqué]');
  await expect(log).not.toContainText('Rochat');
  await expectAccessible(page);
});
