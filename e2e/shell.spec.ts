import { expect, expectAccessible, registerThroughUi, test, uniqueName } from './fixtures';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, closes, and closes on a link click', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await close.click();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Questions fréquentes');
  });

  test('a logged-in user has the avatar button to the profile', async ({ page }) => {
    await registerThroughUi(page, uniqueName('mobile'));
    await expect(page.getByRole('link', { name: 'Mon profil' })).toBeVisible();
  });
});

test('the header shrinks after 50 px of scroll and the scroll-to-top button appears after 300 px', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.locator('header').first();
  expect((await header.boundingBox())?.height).toBe(80);
  await expect(page.getByRole('button', { name: 'Revenir en haut de la page' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(64);
  const toTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the current route is highlighted in the main navigation', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'À propos' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
});

test('an unknown path shows the not-found page, whose buttons work', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(
    page.getByText("Nous sommes désolés, la page que vous recherchez n'existe pas ou a été déplacée."),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable | Sophia');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL('/about');
  await page.goto('/encore-une-page-absente');
  await page.getByRole('link', { name: 'Accueil' }).last().click();
  await expect(page).toHaveURL('/');
});
