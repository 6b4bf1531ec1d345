import {
  expect,
  expectAccessible,
  expectToast,
  loginThroughUi,
  registerThroughUi,
  test,
  uniqueName,
} from './fixtures';

test('a new user registers, finds the user menu, logs out and back in', async ({ page }) => {
  const username = uniqueName('infirmiere');
  await registerThroughUi(page, username);
  await expectToast(page, 'Inscription réussie', 'Bienvenue, ');

  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Mon profil' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Abonnement' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Progression & badges' })).toBeVisible();
  // A plain user never sees the admin entries.
  await expect(menu.getByRole('menuitem', { name: 'Gérer les ressources' })).toHaveCount(0);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expectToast(page, 'Déconnexion réussie', 'À bientôt!');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await loginThroughUi(page, username, 'Soignant2026');
  await expectToast(page, 'Connexion réussie', `Bienvenue, ${username}!`);
  await expect(page).toHaveURL('/');
  // The session survives a reload: it lives on the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
});

test('login errors are shown in French and the typed values stay', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByText("Le nom d'utilisateur est requis")).toBeVisible();
  await expect(form.getByText('Le mot de passe est requis')).toBeVisible();

  await form.getByLabel("Nom d'utilisateur").fill('personne_inconnue');
  await form.getByLabel('Mot de passe').fill('Mauvais123');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expectToast(page, 'Échec de la connexion', 'Identifiants invalides');
  await expect(form.getByLabel("Nom d'utilisateur")).toHaveValue('personne_inconnue');
  await expectAccessible(page);
});

test('registration shows the validation messages and a taken username', async ({ page }) => {
  const username = uniqueName('educ');
  await registerThroughUi(page, username);
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await page.goto('/auth?tab=register');
  const form = page.getByRole('tabpanel', { name: 'Inscription' });
  await form.getByLabel("Nom d'utilisateur").fill('ab');
  await form.getByLabel('Adresse email').fill('pas-un-email');
  await form.getByLabel('Mot de passe').fill('court');
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(form.getByText("Le nom d'utilisateur doit contenir au moins 3 caractères")).toBeVisible();
  await expect(form.getByText('Veuillez entrer une adresse email valide')).toBeVisible();
  await expect(form.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();

  await form.getByLabel("Nom d'utilisateur").fill(username);
  await form.getByLabel('Adresse email').fill(`autre_${username}@example.ch`);
  await form.getByLabel('Mot de passe').fill('Soignant2026');
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expectToast(page, "Échec de l'inscription", "Ce nom d'utilisateur est déjà utilisé");
  await expect(form.getByLabel('Adresse email')).toHaveValue(`autre_${username}@example.ch`);
});

test('a visitor opening /profile is sent to /auth with a notice', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Connexion requise', 'Vous devez être connecté pour accéder à cette page');
  await expect(page.getByRole('tab', { name: 'Connexion', selected: true })).toBeVisible();
});

test('the Google button comes back with a notice when Google is not configured', async ({ page }) => {
  await page.goto('/auth');
  await page
    .getByRole('tabpanel', { name: 'Connexion' })
    .getByRole('button', { name: /Google/ })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('[data-slot="toast-description"]')).toHaveText(
    "La connexion avec Google n'est pas disponible pour le moment.",
  );
});

test('a logged-in user opening /auth is sent home', async ({ page }) => {
  await registerThroughUi(page, uniqueName('parent'));
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
});
