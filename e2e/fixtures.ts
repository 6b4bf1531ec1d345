import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's test, whose `page.goto` also waits until React has taken over the page: public
 * pages arrive prerendered, and a click on that HTML before hydration would do nothing.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const ready = async () => {
      if (javaScriptEnabled !== false)
        await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await ready();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await ready();
      return response;
    };
    await use(page);
  },
});
export { expect };

/** The admin the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { username: 'e2e_admin', password: 'AdminE2e2026' };

let counter = 0;
/** A username unique across parallel workers and repeated runs on the same server. */
export function uniqueName(prefix: string) {
  counter += 1;
  return `${prefix}_${process.pid % 1000}_${Date.now() % 1_000_000}_${counter}`.slice(0, 50);
}

/** axe on the current page: no serious or critical violation is allowed. */
export async function expectAccessible(page: Page) {
  // Colours measured mid-transition (a button fading back from disabled) are not the page's own.
  // Endless ones (spinners, pulsing skeletons) are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

export async function registerThroughUi(page: Page, username: string, password = 'Soignant2026') {
  await page.goto('/auth?tab=register');
  const form = page.getByRole('tabpanel', { name: 'Inscription' });
  await form.getByLabel("Nom d'utilisateur").fill(username);
  await form.getByLabel('Adresse email').fill(`${username}@example.ch`);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL('/');
}

export async function loginThroughUi(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel("Nom d'utilisateur").fill(username);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** The visible toast (Radix also announces it in a hidden live region, which is not what we check). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-slot="toast-title"]', { hasText: title });
  await expect(toast).toBeVisible();
  if (description) {
    await expect(page.locator('[data-slot="toast-description"]', { hasText: description })).toBeVisible();
  }
}
