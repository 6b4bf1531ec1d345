import {
  E2E_ADMIN,
  expect,
  expectAccessible,
  expectToast,
  loginThroughUi,
  registerThroughUi,
  test,
  uniqueName,
} from './fixtures';

test('an admin creates a user, who logs in, then edits and deletes them', async ({ page, browser }) => {
  // Two browsers and several dialogs: longer than a one-page journey on a slow machine.
  test.slow();
  const username = uniqueName('soignante');
  const email = `${username}@example.ch`;
  const newEmail = `${username}@ems-exemple.ch`;
  const password = 'Bienvenue1';

  await loginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gérer les utilisateurs' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Utilisateur',
    'Email',
    'Rôle',
    'Abonnement',
    'Actions',
  ]);
  // The admin's own row: their account is deleted from /profile, not here.
  await page.getByLabel('Rechercher un utilisateur').fill(E2E_ADMIN.username);
  const ownRow = page.getByRole('row').filter({ hasText: E2E_ADMIN.username });
  await expect(ownRow.getByRole('button', { name: `Supprimer « ${E2E_ADMIN.username} »` })).toBeDisabled();
  await expect(ownRow).toContainText('Administrateur');
  await expectAccessible(page);

  // Create: the French messages first, then a valid user.
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  for (const message of [
    "Le nom d'utilisateur doit contenir au moins 3 caractères",
    "L'adresse e-mail n'est pas valide",
    "Le mot de passe est requis lors de la création d'un utilisateur",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expectAccessible(page);
  await form.getByLabel("Nom d'utilisateur").fill(username);
  await form.getByLabel('Adresse e-mail').fill(email);
  await expect(form.getByLabel('Rôle')).toHaveValue('user');
  await form.getByLabel('Mot de passe').fill('court');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Utilisateur créé', username);
  await expect(form).toBeHidden();

  await page.getByLabel('Rechercher un utilisateur').fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Utilisateur');
  await expect(row).toContainText('Aucun');

  // The new user logs in, in their own browser, and cannot open this page.
  const member = await (await browser.newContext()).newPage();
  await loginThroughUi(member, username, password);
  await expect(member).toHaveURL('/');
  await member.goto('/admin/users');
  await expect(member).toHaveURL('/');
  expect((await member.request.get('/api/admin/users')).status()).toBe(403);

  // Edit: the role and the e-mail; the empty password keeps theirs.
  await row.getByRole('button', { name: `Modifier « ${username} »` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
  await expect(edit.getByLabel("Nom d'utilisateur")).toHaveValue(username);
  await expect(edit.getByText('Laissez vide pour conserver le mot de passe actuel.')).toBeVisible();
  await edit.getByLabel('Adresse e-mail').fill(newEmail);
  await edit.getByLabel('Rôle').selectOption({ label: 'Modérateur' });
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Utilisateur mis à jour', username);
  await expect(edit).toBeHidden();
  await expect(row).toContainText(newEmail);
  await expect(row).toContainText('Modérateur');
  const me = await member.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: newEmail, role: 'moderator' });

  // Delete, after the confirmation: their session ends with the account.
  await page.locator('[data-slot="toast-close"]').click();
  await row.getByRole('button', { name: `Supprimer « ${username} »` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cet utilisateur ?' });
  await expect(confirm).toContainText('irréversible');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Utilisateur supprimé', username);
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await expect(page.getByText('Aucun utilisateur trouvé')).toBeVisible();
  expect((await member.request.get('/api/user')).status()).toBe(401);
  await member.context().close();
});

test('a taken username keeps the form open with what was typed', async ({ page }) => {
  const taken = uniqueName('pris');
  await registerThroughUi(page, taken);
  await page.context().clearCookies();
  await loginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
  await form.getByLabel("Nom d'utilisateur").fill(taken.toUpperCase());
  await form.getByLabel('Adresse e-mail').fill(`autre_${taken}@example.ch`);
  await form.getByLabel('Mot de passe').fill('Bienvenue1');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Erreur', "Ce nom d'utilisateur est déjà utilisé");
  await expect(form.getByLabel("Nom d'utilisateur")).toHaveValue(taken.toUpperCase());
});

test('a visitor cannot open the user administration', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
});
