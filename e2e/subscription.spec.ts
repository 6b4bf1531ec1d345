import { expect, expectAccessible, expectToast, registerThroughUi, test, uniqueName } from './fixtures';

test('a free user whose trial is used subscribes with LAUNCH20 in the demo checkout, then cancels', async ({
  page,
}) => {
  test.slow();
  await registerThroughUi(page, uniqueName('abonnee'));

  // The free trial: one conversation of 10 messages, used up here through the API.
  const origin = new URL(page.url()).origin;
  let conversationId: number | undefined;
  for (let i = 0; i < 10; i += 1) {
    const response = await page.request.post('/api/chat', {
      headers: { origin },
      data: {
        content: `Message ${i + 1} : une résidente refuse la toilette le matin en EMS.`,
        conversationId,
      },
    });
    expect(response.status(), `message ${i + 1}`).toBe(200);
    conversationId = (await response.json()).conversationId;
  }

  // The assistant's guard now sends them to the subscription page.
  await page.goto('/assistant');
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('heading', { name: 'Accès Premium' })).toBeVisible();
  await expect(page.getByText('Recommandé')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plan actuel' })).toBeDisabled();
  const verify = page.getByRole('button', { name: 'Vérifier' });
  await expect(verify).toBeDisabled();
  await page.getByLabel('Code promo').fill('LAUNCH20');
  await verify.click();
  await expectToast(page, 'Code promo valide !', '20 % de réduction');
  await expect(page.getByLabel('Code promo')).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: "S'abonner maintenant" }).click();
  await expect(page).toHaveURL(/\/subscription\/demo-checkout\?session=cs_/);
  await expect(page.getByText('Paiement de démonstration').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Payer 12 CHF/ }).click();

  await expect(page).toHaveURL(/\/subscription\/success/);
  await expect(page.getByText('Merci ! Votre abonnement Premium est activé.')).toBeVisible();
  await page.getByRole('link', { name: 'Parler à Sophia' }).click();
  await expect(page).toHaveURL('/assistant');
  const input = page.getByLabel('Votre message à Sophia');
  await input.fill(
    'Un monsieur de 92 ans en EMS ne mange presque plus depuis deux semaines, il détourne la tête.',
  );
  await input.press('Enter');
  await expect(page.getByRole('log').getByRole('heading', { name: /Pistes/ })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/subscription');
  await expect(page.getByText('Votre abonnement actif')).toBeVisible();
  await expect(page.getByText('Renouvellement automatique activé')).toBeVisible();
  await page.getByRole('button', { name: "Annuler l'abonnement" }).click();
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page.getByRole('alertdialog').getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expectToast(page, 'Abonnement annulé');
  await reloaded;
  // The page reloads after 2 s and shows the cancelled-but-active state, without the cancel button.
  await expect(page.getByText(/Votre abonnement est annulé/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: "Annuler l'abonnement" })).toHaveCount(0);
  await expectAccessible(page);
});
