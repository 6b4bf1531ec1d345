import { expect, expectAccessible, test } from './fixtures';

const publicPages = [
  ['/', "Sophia — l'assistante des professionnels de l'accompagnement"],
  ['/about', 'À propos | Sophia'],
  ['/approaches', 'Approches scientifiques | Sophia'],
  ['/faq', 'Questions fréquentes | Sophia'],
  ['/contact', 'Contact | Sophia'],
  ['/auth', 'Connexion | Sophia'],
] as const;

for (const [path, title] of publicPages) {
  test(`${path} is accessible, in French, with its meta tags`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:5199${path}`,
    );
    await expectAccessible(page);
  });
}

test('the meta tags follow client-side navigation', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveTitle('Questions fréquentes | Sophia');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Questions fréquentes | Sophia',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:5199/faq');
});

test('the FAQ opens one question at a time and can close it', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('button', { name: /\?$/ });
  await expect(questions).toHaveCount(10);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Contactez-nous' }).click();
  await expect(page).toHaveURL('/contact');
});

test('the approaches page shows the eleven approaches in three groups', async ({ page }) => {
  await page.goto('/approaches');
  for (const name of ['Montessori', 'Humanitude', 'Validation', 'Snoezelen']) {
    await expect(page.getByRole('tab', { name: new RegExp(name) }).first()).toBeVisible();
  }
  await expect(page.getByText('Principes').first()).toBeVisible();
  await expect(page.getByText('Application').first()).toBeVisible();
  await expect(page.getByText('Bénéfices').first()).toBeVisible();
});

test('the home page has its progress bar, features anchor and call to action', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Découvrir les fonctionnalités' }).click();
  await expect(page).toHaveURL(/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  const bar = page.getByTestId('scroll-progress');
  await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeGreaterThan(0);
  await page.getByRole('link', { name: /Créer un compte/ }).click();
  await expect(page).toHaveURL('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Inscription', selected: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a crawler reads the prerendered public pages', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Questions fréquentes');
    await expect(page.getByText('Comment fonctionne Sophia ?')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Essayer l’assistant' })).toBeVisible();
  });
});

test('prerendered pages hydrate without errors and stay interactive', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A visitor's GET /api/user answers 401 by design (SPEC §7); Chromium logs it.
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  for (const path of ['/', '/about', '/approaches', '/faq', '/contact']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  await page.goto('/faq', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /\?$/ }).first().click();
  await expect(page.getByRole('button', { name: /\?$/ }).first()).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('the privacy page is reached from the footer and says who receives the assistant text', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page).toHaveURL('/confidentialite');
  await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
  // The e2e server has no external model: the embedded engine answers, nothing leaves.
  await expect(page.getByText('aucun service externe ne reçoit ce que vous écrivez')).toBeVisible();
  await expectAccessible(page);
});
