import { germanFormOrder } from '@finceptiv/contract/entities/form-paths';
import { expectNoAxeViolations } from '../support/axe';
import {
  askrobinInitialDetails,
  askrobinSteps,
  completeForm,
  expectAccepted,
  formText,
  formUrl,
  openLanding,
} from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { basePath } from '../support/paths';
import { scaled } from '../support/timeouts';

// Issue 8: the German build on askrobin.localhost, in German, from initial-details through
// spec 2's 18 steps in order to the decision; every form has its own address and heading.
test('askrobin: the 18 German steps in order, in German, to an accepted decision', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(120_000));
  expect(askrobinSteps.map(([path]) => path)).toEqual([...germanFormOrder]);
  // initial-details is the landing: the brand's hero title, the contact form in the card.
  await openLanding(page, server.origin('askrobin'), 'de');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    formText('de', 'titles>initial-details'),
  );
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v3/lead') && r.request().method() === 'POST',
  );
  await completeForm(page, 'de', 'initial-details', askrobinInitialDetails);
  // The lead exists from the first form on, so a continue link can already bring them back.
  expect((await created).status()).toBe(201);

  for (const [index, [path, answers]] of askrobinSteps.entries()) {
    const last = index === askrobinSteps.length - 1;
    if (path === 'loan-purpose') {
      // Spec 2: a manual step percentage of 7 on loan-purpose.
      await expect(
        page.getByText(formText('de', 'form>progress').replace('{{percent}}', '7')),
      ).toBeVisible();
    }
    await completeForm(page, 'de', path, answers, last ? 'submit' : 'continue');
  }

  const decision = await expectAccepted(page);
  expect(decision.progressState).toBe(10);
  // The forms are closed now: a form's address leads to the lead's own screen.
  await page.goto(`${server.origin('askrobin')}${basePath}form/name`);
  await expect(page).not.toHaveURL(formUrl('name'));
  await expectNoAxeViolations(page, 'after the decision');
});
