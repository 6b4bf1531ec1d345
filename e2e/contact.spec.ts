import {
  E2E_ADMIN,
  expect,
  expectAccessible,
  expectToast,
  loginThroughUi,
  test,
  uniqueName,
} from './fixtures';

test('the contact form validates, sends, and the admin reads the message', async ({ page }) => {
  const subject = uniqueName('Sujet');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le nom doit contenir au moins 2 caractères.')).toBeVisible();
  await expect(page.getByText('Veuillez entrer une adresse email valide.')).toBeVisible();
  await expect(page.getByText('Veuillez sélectionner votre profession.')).toBeVisible();
  await expect(page.getByText('Le sujet doit contenir au moins 5 caractères.')).toBeVisible();
  await expect(page.getByText('Le message doit contenir au moins 10 caractères.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nom').fill('Anne Dupont');
  await page.getByLabel('Email').fill('anne@example.ch');
  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: 'Infirmier·ère' }).click();
  await page.getByLabel('Sujet').fill(subject);
  await page.getByLabel('Message').fill('Bonjour, je souhaite proposer une ressource sur la Validation.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expectToast(page, 'Message envoyé avec succès', 'Nous vous répondrons dans les plus brefs délais.');
  await expect(page.getByLabel('Sujet')).toHaveValue('');

  await loginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await expect(page.getByRole('menuitem', { name: 'Gérer les utilisateurs' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Messages de contact' }).click();
  await expect(page).toHaveURL('/admin/messages');
  const message = page.getByRole('article').filter({ hasText: subject });
  await expect(message).toBeVisible();
  await expectAccessible(page);
  await message.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByRole('article').filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archivés' }).click();
  await expect(page.getByRole('article').filter({ hasText: subject })).toBeVisible();
});

test('a failed send keeps what was written', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, body: '{"message":"Erreur interne"}' }),
  );
  await page.goto('/contact');
  await page.getByLabel('Nom').fill('Anne Dupont');
  await page.getByLabel('Email').fill('anne@example.ch');
  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: 'Parent' }).click();
  await page.getByLabel('Sujet').fill('Une question importante');
  await page.getByLabel('Message').fill('Un long message que je ne veux pas perdre.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expectToast(page, "Erreur lors de l'envoi", 'Une erreur est survenue. Veuillez réessayer plus tard.');
  await expect(page.getByLabel('Message')).toHaveValue('Un long message que je ne veux pas perdre.');
});

test('a plain user cannot open the admin messages', async ({ page }) => {
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/auth$/);
});
