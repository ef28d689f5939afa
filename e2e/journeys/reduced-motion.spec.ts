import { answer, applicationText, askrobinInitialDetails, formText } from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { expectNoMotion } from '../support/motion';
import { basePath } from '../support/paths';
import { openSeededLead, seedLead } from '../support/seed-lead';
import { scaled } from '../support/timeouts';

// Issue 11 item 4: prefers-reduced-motion is respected (WCAG 2.3.3) without breaking what
// waits on motion. The checking bar has its own check in outcomes.spec.ts, the form's
// progress bar in dynamic-form-keyboard.spec.ts.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the loading spinner stands still', async ({ page, request, server }) => {
  const origin = server.origin('askrobin');
  const lead = await seedLead(request, origin, { product: 'askrobin', birthDay: 3 });
  // The outcome screens wait for their texts behind the spinner: hold them there.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/locales\/de\/outcome\.json(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await openSeededLead(page, origin, lead);
  await expect(page.locator('.spinner')).toBeVisible();
  await expectNoMotion(page, 'spinner', ['.spinner__ring']);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a message toast stays as long as without reduced motion', async ({ page, server }) => {
  await page.goto(`${server.origin('askrobin')}${basePath}`);
  await answer(page, askrobinInitialDetails);
  await page.route('**/api/v3/lead', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: formText('de', 'form>continue'), exact: true }).click();
  const toast = page.getByText(applicationText('de', 'errors>saveFailed'));
  await expect(toast).toBeVisible();
  await expectNoMotion(page, 'the toast', []);
  // react-toastify closes a toast when its hidden timer bar's animation ends: a blanket
  // "every animation 0.01 ms" closed it at once (3 s: spec 9's autoClose).
  await page.waitForTimeout(2_000);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: scaled(5_000) });
});
