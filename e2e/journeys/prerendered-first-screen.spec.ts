import type { Page, Route } from '@playwright/test';
import { productIds } from '@finceptiv/contract/product-ids';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { basePath } from '../support/paths';

// Issue 11 / ADR 0015: each brand's landing arrives with its first screen drawn at build time,
// so it shows (and is usable) before any script has run; the app then takes the screen over
// without losing what the applicant typed or where their focus was.

/** Holds every script until `release` is called: the page is "on a slow network". */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

for (const brand of productIds) {
  test(`${brand}: the first screen is drawn without any script`, async ({ page, server }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${server.origin(brand)}${basePath}`);
    await expect(page.locator(`[data-prerendered="${brand}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('button', { name: /\w/ }).last()).toBeVisible();
    await expectNoAxeViolations(page, `${brand} prerendered first screen`);
  });
}

test('ibancar: an amount typed before the code arrives is kept, and so is focus', async ({
  page,
  server,
}) => {
  const release = await holdScripts(page);
  // Module scripts hold DOMContentLoaded back, so the page is only committed here.
  await page.goto(`${server.origin('ibancar')}${basePath}`, { waitUntil: 'commit' });
  const amount = page.locator('#loan-amount');
  await amount.fill('75000');
  // Continue before the code has come does nothing: nothing is sent, the address stays clean.
  await page.getByRole('button', { name: 'Continuar' }).click();
  expect(new URL(page.url()).search).toBe('');
  await amount.focus();
  await release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#loan-amount')).toHaveValue(/75[.,]?000/);
  await expect(page.locator('#loan-amount')).toBeFocused();
  // The live chooser heard the typed amount: its slider follows it.
  await page.locator('#loan-amount').blur();
  await expect(page.locator('input[type="range"]').first()).toHaveValue('75000');
});

test('fiesta: an e-mail typed before the code arrives is kept through the take-over', async ({
  page,
  server,
}) => {
  const release = await holdScripts(page);
  await page.goto(`${server.origin('fiesta')}${basePath}`, { waitUntil: 'commit' });
  await page.locator('#dp-email').fill('ana@example.com');
  await page.locator('#dp-form_general_policies').check();
  await page.locator('#dp-email').focus();
  await release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#dp-email')).toHaveValue('ana@example.com');
  await expect(page.locator('#dp-email')).toBeFocused();
  await expect(page.locator('#dp-form_general_policies')).toBeChecked();
  // The live form holds the answer too: a reload brings it back from the draft it saved.
  await page.reload();
  await expect(page.locator('#dp-email')).toHaveValue('ana@example.com');
});
