import type { Browser, Page } from '@playwright/test';
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

// The e2e database holds the seeded forum: the journey's items carry a token nothing else has.
const token = `Quoll${process.pid % 1000}${Date.now().toString(36)}`;

async function asNewMember(browser: Browser, prefix: string) {
  const page = await (await browser.newContext()).newPage();
  await registerThroughUi(page, uniqueName(prefix));
  return page;
}

async function asAdmin(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  return page;
}

async function openModerationTab(page: Page, tab: RegExp) {
  await page.goto('/forum/moderation');
  await page.getByRole('tab', { name: tab }).click();
}

test('a topic and its reply go through moderation, then another member reads and likes them', async ({
  browser,
}) => {
  // Four people in four browsers: longer than a one-page journey on a slow machine.
  test.slow();
  const title = `Repas ${token} : une résidente refuse de manger`;
  const reply = `Réponse ${token} : essayez le manger-main.`;

  // A member posts a topic and a comment: both wait for moderation.
  const author = await asNewMember(browser, 'auteur');
  await author.goto('/forum/new');
  await expect(
    author.getByText("Votre sujet sera vérifié par un modérateur avant d'être publié."),
  ).toBeVisible();
  await author.getByRole('button', { name: 'Publier le sujet' }).click();
  await expect(author.getByText('Le titre doit contenir au moins 5 caractères')).toBeVisible();
  await expect(author.getByText('Sélectionnez au moins une catégorie')).toBeVisible();
  await author.getByLabel('Titre').fill(title);
  await author
    .getByLabel('Contenu')
    .fill('Depuis une semaine, elle repousse son assiette au repas de midi. Des idées ?');
  await author.getByRole('checkbox', { name: 'Personnes âgées et démence' }).check();
  await expectAccessible(author);
  await author.getByRole('button', { name: 'Publier le sujet' }).click();
  await expectToast(author, 'Sujet créé avec succès');
  await expect(author).toHaveURL('/forum');
  const ownCard = author.getByRole('article').filter({ hasText: title });
  await expect(ownCard.getByText('En attente', { exact: true })).toBeVisible();

  await ownCard.getByRole('link', { name: title }).click();
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(author.getByText("En attente d'approbation").first()).toBeVisible();
  await author.getByLabel('Votre commentaire').fill(reply);
  await author.getByRole('button', { name: 'Publier le commentaire' }).click();
  await expectToast(author, 'Commentaire ajouté');
  const ownComment = author.getByRole('article').filter({ hasText: reply });
  await expect(ownComment.getByText("En attente d'approbation")).toBeVisible();
  await expectAccessible(author);
  const topicUrl = author.url();

  // Nobody else sees them yet.
  const reader = await asNewMember(browser, 'lecteur');
  await reader.goto(topicUrl);
  await expect(reader.getByText("Ce sujet est en attente d'approbation")).toBeVisible();

  // A moderator (here the admin) approves both.
  const admin = await asAdmin(browser);
  await openModerationTab(admin, /^Sujets en attente/);
  const pendingTopic = admin.getByRole('article').filter({ hasText: title });
  await expect(pendingTopic.getByRole('link', { name: 'Voir le sujet complet' })).toBeVisible();
  await expectAccessible(admin);
  await pendingTopic.getByRole('button', { name: 'Approuver' }).click();
  await expectToast(admin, 'Modération effectuée');
  await expect(pendingTopic).toHaveCount(0);
  await openModerationTab(admin, /^Commentaires en attente/);
  const pendingComment = admin.getByRole('article').filter({ hasText: reply });
  await pendingComment.getByRole('button', { name: 'Approuver' }).click();
  await expectToast(admin, 'Modération effectuée');
  await expect(pendingComment).toHaveCount(0);

  // Another member now finds the topic, reads the reply and likes both.
  await reader.goto('/forum');
  await expectAccessible(reader);
  await reader.getByPlaceholder('Rechercher dans le forum...').fill(token);
  const card = reader.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Approuvé')).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const comment = reader.getByRole('article').filter({ hasText: reply });
  await expect(comment).toBeVisible();
  await expect(comment.getByText("En attente d'approbation")).toHaveCount(0);
  const likeTopic = reader.getByRole('button', { name: "J'aime (0)" }).first();
  await likeTopic.click();
  await expect(reader.getByRole('button', { name: "J'aime (1)" }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await comment.getByRole('button', { name: "J'aime (0)" }).click();
  await expect(comment.getByRole('button', { name: "J'aime (1)" })).toHaveAttribute('aria-pressed', 'true');
  await reader.reload();
  await expect(
    reader.getByRole('article').filter({ hasText: reply }).getByRole('button', { name: "J'aime (1)" }),
  ).toBeVisible();
  // The author's points (day +1, topic +10, reply +5, two likes +4) show as level 2 beside the name.
  await expect(reader.getByText('Niv. 2', { exact: true }).first()).toBeVisible();
  await expectAccessible(reader);

  // The author hears of it through the bell, and cannot like their own topic.
  await author.reload();
  await expect(author.getByRole('button', { name: /^Notifications, \d+ non lues?$/ })).toBeVisible();
  await author.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    author.getByText(`Votre sujet « ${title} » a été approuvé et est maintenant publié.`),
  ).toBeVisible();
  await author.keyboard.press('Escape');
  await expect(author.getByRole('button', { name: "J'aime (1)" }).first()).toBeDisabled();

  // Their own lists show both items, now approved.
  await author.goto('/forum/my-topics');
  await expect(author.getByRole('article').filter({ hasText: title }).getByText('Approuvé')).toBeVisible();
  await expectAccessible(author);
  await author.goto('/forum/my-comments');
  await expect(author.getByRole('article').filter({ hasText: reply }).getByText('Approuvé')).toBeVisible();
  await expectAccessible(author);
});

test('the forum fits a phone screen', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  for (const path of ['/forum', '/forum/topic/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('a visitor reads the forum but is asked to log in to comment', async ({ page }) => {
  await page.goto('/forum');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/forum\/topic\/\d+$/);
  await expect(page.getByText('Connectez-vous pour commenter')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/forum/topic/abc');
  await expect(page.getByText('ID du sujet non valide')).toBeVisible();
  await page.goto('/forum/topic/999999');
  await expect(page).toHaveURL('/forum');
});

test('an admin creates, reorders and deletes a category', async ({ browser }) => {
  const name = `Catégorie ${token}`;
  const admin = await asAdmin(browser);
  await admin.goto('/forum/categories/manage');
  await admin.getByLabel('Nom').fill('Ab');
  await admin.getByRole('button', { name: 'Créer la catégorie' }).click();
  await expect(admin.getByText('Le nom doit contenir au moins 3 caractères')).toBeVisible();
  await admin.getByLabel('Nom').fill(name);
  await admin.getByLabel('Description').fill('Une catégorie créée pour le parcours de bout en bout.');
  await admin.getByLabel('Ordre').fill('5');
  await admin.getByRole('button', { name: 'Créer la catégorie' }).click();
  await expectToast(admin, 'Catégorie créée');

  const rows = admin.getByRole('row');
  const names = async () => (await rows.allInnerTexts()).map((text) => text.split('\n')[0]?.trim());
  await expect(rows.filter({ hasText: name })).toBeVisible();
  const before = await names();
  const index = before.indexOf(name);
  expect(index).toBeGreaterThan(0);
  await admin.getByRole('button', { name: `Descendre « ${name} »` }).click();
  await expect.poll(names).not.toEqual(before);
  expect((await names()).indexOf(name)).toBe(index + 1);
  await admin.getByRole('button', { name: `Monter « ${name} »` }).click();
  await expect.poll(names).toEqual(before);
  await expectAccessible(admin);

  await admin.getByRole('button', { name: `Supprimer « ${name} »` }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog.getByText(/Cette action est irréversible/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(admin, 'Catégorie supprimée');
  await expect(rows.filter({ hasText: name })).toHaveCount(0);
});
