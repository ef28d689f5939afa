import type { Page, Route } from '@playwright/test';
import { productIds } from '@finceptiv/contract/product-ids';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { stepTitle, text } from '../support/legacy-flow';
import { basePath } from '../support/paths';
import { scriptsRun } from '../support/scripts-run';
import { scaled } from '../support/timeouts';

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

test('ibancar: no script runs until the applicant acts on the page', async ({ page, server }) => {
  const ran = await scriptsRun(page);
  await page.goto(`${server.origin('ibancar')}${basePath}`);
  await page.waitForTimeout(1500);
  expect(await ran()).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect((await ran()).length).toBeGreaterThan(0);
});

test('ibancar: an amount typed and Continue pressed before the code arrives go through', async ({
  page,
  server,
}) => {
  const release = await holdScripts(page);
  // The page's start-up script is inline; only the app's modules are held.
  await page.goto(`${server.origin('ibancar')}${basePath}`);
  await page.locator('#loan-amount').fill('75000');
  await page.getByRole('button', { name: text('mx', 'common', 'chooser', 'submit') }).click();
  // Nothing was sent anywhere by the press, and the address stays clean.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('[data-prerendered]')).toBeVisible();
  await release();
  // Straight on to the first legacy page (spec 2), never to a second amount screen.
  await expect(page).toHaveURL(/\/personal-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    stepTitle('mx', '/personal-details'),
  );
  await expectNoAxeViolations(page, '/personal-details');
});

test('fiesta: an e-mail typed before the code arrives is kept through the take-over', async ({
  page,
  server,
}) => {
  const release = await holdScripts(page);
  await page.goto(`${server.origin('fiesta')}${basePath}`);
  await page.locator('#dp-email').fill('ana@example.com');
  await page.locator('#dp-form_general_policies').check();
  await page.locator('#dp-email').focus();
  await release();
  // Every held script goes at once, the idle landing's prefetches of the same files included
  // (ADR 0030): the modules wait on those in the browser's cache, so allow a take-over longer.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: scaled(15_000) });
  await expect(page.locator('#dp-email')).toHaveValue('ana@example.com');
  await expect(page.locator('#dp-email')).toBeFocused();
  await expect(page.locator('#dp-form_general_policies')).toBeChecked();
  // The live form holds the answer too: a reload brings it back from the draft it saved. The
  // reloaded page holds both copies of the field until the take-over (the live one hidden), so
  // the value is read once the prerendered one has gone: read in between, the locator matched
  // both (strict mode) and failed on a loaded machine.
  await page.reload();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: scaled(15_000) });
  await expect(page.locator('#dp-email')).toHaveValue('ana@example.com');
});
