import type { APIRequestContext, Page } from '@playwright/test';
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

// The e2e database also holds the seeded library: every assertion on a list goes through
// resources created here, found by a token no other resource has.
const token = `Zeph${process.pid % 1000}${Date.now().toString(36)}`;
const bookTitle = `Guide ${token} des soins en douceur`;
const toolTitle = `Outil ${token} de communication visuelle`;
const bareTitle = `Fiche ${token} sans lien`;
const xssTitle = `Piège ${token} à scripts`;
const EXTERNAL = 'https://ressources.example.org/outil';
const XSS_CONTENT = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><p>texte</p>';

let api: APIRequestContext;
const ids: Record<'book' | 'tool' | 'bare' | 'xss', number> = { book: 0, tool: 0, bare: 0, xss: 0 };

async function createResource(data: Record<string, string>) {
  const response = await api.post('/api/resources', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await api.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const common = { description: 'Une ressource créée pour les tests de bout en bout.', publisher: 'Sophia' };
  ids.book = await createResource({
    ...common,
    title: bookTitle,
    type: 'ouvrage',
    approach: 'validation',
    audience: 'personnes_agees',
    content: '<h3>Pour commencer</h3><p>Écouter la personne avec empathie.</p>',
  });
  ids.tool = await createResource({
    ...common,
    title: toolTitle,
    type: 'outil',
    approach: 'pbs',
    audience: 'enfants',
    link: EXTERNAL,
  });
  ids.bare = await createResource({
    ...common,
    title: bareTitle,
    type: 'article',
    approach: 'pcc',
    audience: 'tous',
  });
  ids.xss = await createResource({
    ...common,
    title: xssTitle,
    type: 'article',
    approach: 'general',
    audience: 'tous',
    content: XSS_CONTENT,
  });
});

test.afterAll(async () => {
  for (const id of Object.values(ids)) if (id) await api.delete(`/api/resources/${id}`);
  await api.dispose();
});

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test('the library filters by search, audience, approach and type, in the URL', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Ressources et forum' })).toBeVisible();
  await page.getByLabel('Rechercher une ressource').fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(page.getByRole('article')).toHaveCount(4);

  const elderly = page.getByRole('button', { name: 'Personnes âgées' });
  await elderly.click();
  await expect(page).toHaveURL(/audience=elderly/);
  await expect(elderly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, bookTitle)).toBeVisible();
  // Pressing the selected chip again clears it (SPEC §4).
  await elderly.click();
  await expect(page).not.toHaveURL(/audience=/);
  await expect(elderly).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('article')).toHaveCount(4);

  await page.getByRole('button', { name: 'Général', exact: true }).click();
  await expect(page).toHaveURL(/audience=general/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Général', exact: true }).click();

  await page.getByRole('button', { name: 'Soutien au comportement positif' }).click();
  await expect(page).toHaveURL(/approach=pbs/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, toolTitle)).toBeVisible();
  await page.getByRole('button', { name: 'Toutes', exact: true }).click();
  await expect(page).not.toHaveURL(/approach=/);

  await page.getByRole('button', { name: 'Livre', exact: true }).click();
  await expect(page).toHaveURL(/type=book/);
  await expect(page.getByRole('article')).toHaveCount(1);

  // A filtered view survives a reload (and can be shared).
  await page.reload();
  await expect(page.getByLabel('Rechercher une ressource')).toHaveValue(token);
  await expect(page.getByRole('button', { name: 'Livre', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, bookTitle)).toBeVisible();

  await page.getByRole('button', { name: 'Vidéo' }).click();
  await expect(page.getByText('Aucune ressource trouvée')).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(page.getByLabel('Rechercher une ressource')).toHaveValue('');
});

test('a card opens its dialog, its link, or says it has neither', async ({ page, context }) => {
  // The external site is answered here: the test needs no network, only the new tab.
  await context.route(`${EXTERNAL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Externe</title><p>Externe</p>' }),
  );
  await page.goto(`/resources?q=${token}`);

  await card(page, bookTitle).getByRole('button', { name: bookTitle }).click();
  const dialog = page.getByRole('dialog', { name: bookTitle });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`resource=${ids.book}`));
  await expect(dialog.getByRole('heading', { name: 'Pour commencer' })).toBeVisible();
  await expect(dialog.getByText('Écouter la personne avec empathie.')).toBeVisible();
  await expect(
    dialog.getByText(
      "Cette ressource n'a pas de lien externe disponible. Tout le contenu pertinent est affiché dans cette fenêtre.",
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/resource=/);

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    card(page, toolTitle).getByRole('link', { name: toolTitle }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(EXTERNAL);
  // noopener and noreferrer: the new tab can neither reach this page nor learn its address.
  expect(await popup.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, '']);
  await popup.close();

  // Keyboard: the card's main action is a real button.
  await card(page, bareTitle).getByRole('button', { name: bareTitle }).focus();
  await page.keyboard.press('Enter');
  await expectToast(
    page,
    'Aucun lien externe',
    "Cette ressource n'a pas de lien externe disponible. Cliquez sur la carte pour voir plus de détails.",
  );
});

test('a shared link opens the resource, and sharing copies it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/resources?resource=${ids.book}`);
  await expect(page.getByRole('dialog', { name: bookTitle })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Rechercher une ressource').fill(token);
  await card(page, bookTitle).getByRole('button', { name: 'Partager la ressource' }).click();
  await expectToast(page, 'Lien copié');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/resources?resource=${ids.book}`,
  );
});

test("a member's first share of a resource is recorded, once", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughUi(page, uniqueName('partage'));
  await page.goto(`/resources?q=${token}`);
  const share = card(page, toolTitle).getByRole('button', { name: 'Partager la ressource' });
  const recorded = page.waitForResponse(`**/api/resources/${ids.tool}/share`);
  await share.click();
  expect((await recorded).ok()).toBe(true);
  await expectToast(page, 'Lien copié', 'Merci pour ce partage : +15 points !');

  await page.locator('[data-slot="toast-close"]').click();
  const again = page.waitForResponse(`**/api/resources/${ids.tool}/share`);
  await share.click();
  expect(await (await again).json()).toEqual({ firstTime: false });
  await expectToast(page, 'Lien copié', 'Le lien de la ressource est dans votre presse-papiers.');
});

test('stored HTML never runs a script in the library', async ({ page }) => {
  await page.goto(`/resources?q=${token}`);
  await card(page, xssTitle).getByRole('button', { name: xssTitle }).click();
  const dialog = page.getByRole('dialog', { name: xssTitle });
  await expect(dialog.getByText('texte', { exact: true })).toBeVisible();
  await expect(dialog.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('visitors are asked to log in for the forum and the quiz', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Forum' }).click();
    await expect(page).toHaveURL('/resources?tab=forum');
    await expect(page.getByRole('heading', { name: 'Connectez-vous pour accéder au forum' })).toBeVisible();
    await page.getByRole('tab', { name: 'Quiz Pro Care' }).click();
    await expect(page.getByRole('heading', { name: 'Connectez-vous pour accéder au quiz' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tabpanel').getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/auth');
  });
});

test('members get the recent topics and the quiz frame', async ({ page }) => {
  await registerThroughUi(page, uniqueName('lecteur'));
  await page.goto('/resources?tab=forum');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Voir tout le forum' })).toHaveAttribute('href', '/forum');
  await expect(panel.getByRole('link', { name: 'Nouveau sujet' })).toHaveAttribute('href', '/forum/new');
  // The seeded forum's recent topics, each a link to its page.
  await expect(panel.locator('a[href^="/forum/topic/"]').first()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Modération' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Quiz Pro Care' }).click();
  const frame = page.locator('iframe[title="Quiz Pro Care"]');
  await expect(frame).toHaveAttribute('src', '/quiz?embed=1');
  expect((await frame.boundingBox())?.height).toBe(800);
});

test('the home page previews three resources and links to the library', async ({ page }) => {
  await page.goto('/');
  const preview = page.getByRole('region', { name: 'Des ressources pour passer à l’action' });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByRole('article')).toHaveCount(3);
  await preview.getByRole('link', { name: 'Voir toutes les ressources' }).click();
  await expect(page).toHaveURL('/resources');
});

test('an admin creates, edits and deletes a resource', async ({ page }) => {
  const title = uniqueName('Ressource');
  await loginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Gérer les ressources' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux ressources' })).toHaveAttribute(
    'href',
    '/resources',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nouvelle ressource' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle ressource' });
  await form.getByLabel('Lien (optionnel)').fill('pas une adresse');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  for (const message of [
    'Le titre doit contenir au moins 3 caractères',
    'La description doit contenir au moins 10 caractères',
    'Veuillez sélectionner un type',
    'Veuillez sélectionner une approche',
    'Veuillez sélectionner un public',
    "L'éditeur/auteur doit être renseigné",
    "L'URL doit être valide",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expectAccessible(page);

  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Description').fill('Une description assez longue pour être valide.');
  await form.getByLabel('Contenu (HTML)').fill('<p>Un contenu <strong>riche</strong>.</p>');
  for (const [field, option] of [
    ['Type', 'Livre'],
    ['Approche', 'Montessori'],
    ['Public', 'Personnes âgées'],
  ] as const) {
    await form.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await form.getByLabel('Éditeur/Auteur').fill('Éditions Sophia');
  await form.getByLabel('Lien (optionnel)').fill('');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Ressource créée');
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Livre');
  await expect(row).toContainText('Montessori');
  await expect(row).toContainText('Personnes âgées');

  // A failed save keeps the dialog open with what was typed.
  await page.route('**/api/resources/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: '{"message":"Refusé par le serveur"}',
        })
      : route.fallback(),
  );
  await row.getByRole('button', { name: `Modifier « ${title} »` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la ressource' });
  await expect(edit.getByLabel('Contenu (HTML)')).toHaveValue('<p>Un contenu <strong>riche</strong>.</p>');
  await edit.getByLabel('Titre').fill(`${title} modifiée`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Erreur', 'Refusé par le serveur');
  await expect(edit.getByLabel('Titre')).toHaveValue(`${title} modifiée`);
  // The toast covers the dialog's buttons on a desktop: close it as a user would.
  await page.locator('[data-slot="toast-close"]').click();
  await page.unroute('**/api/resources/*');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Ressource mise à jour');
  const edited = page.getByRole('row').filter({ hasText: `${title} modifiée` });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Supprimer « ${title} modifiée »` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette ressource ?' });
  await expect(confirm).toContainText('irréversible');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Ressource supprimée');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('a visitor cannot open the resource administration', async ({ page }) => {
  await page.goto('/admin/resources');
  await expect(page).toHaveURL(/\/auth$/);
});
