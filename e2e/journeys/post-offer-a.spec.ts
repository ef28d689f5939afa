import { basePath } from '../support/paths';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import {
  answerScreen,
  appPath,
  expectEnd,
  startJourney,
  walkToEnd,
  walkPartner,
} from '../support/post-offer-steps';
import { scaled } from '../support/timeouts';

// Partners 1-5 of the steering table (docs/api.md): the applicant continues an accepted lead
// from its continue link and completes each post-offer screen in the UI, with axe on each.
// Each journey walks several screens with axe on each: more than the default 60 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: scaled(180_000) });

const partners = [
  { name: 'Moneyman', day: 1, steps: ['/mobile-verification', '/moneyman-paylands'], end: 12 },
  { name: 'Wenance', day: 2, steps: ['/wenance-tink', '/wenance-account'], end: 11 },
  { name: 'Younited', day: 4, steps: ['/credit-details', '/professional-details'], end: 12 },
  { name: 'Advanzia', day: 5, steps: ['/advanzia-consents', '/id-upload'], end: 11 },
] as const;

for (const partner of partners) {
  test(`${partner.name}: ${partner.steps.join(', ')}`, ({ page, request, server }) =>
    walkPartner(page, request, server.origin('fiesta'), partner));
}

test('Creditea: /instantor, then its consents on the customer consents route /:id/consents', async ({
  page,
  request,
  server,
}) => {
  const journey = await startJourney(page, request, server.origin('fiesta'), 3);
  expect(appPath(page)).toBe('/instantor');
  expect(await answerScreen(journey)).toBe('/consents');
  // The same consents from the customer's link: GET /customer/:id/consents, recorded with
  // the state's endpoint; the lead then moves on to thank-you.
  await page.goto(`${journey.origin}${basePath}${journey.leadId}/consents`);
  const boxes = page.locator('form.step-form input[type="checkbox"]');
  await expect(boxes.first()).toBeVisible();
  await expectNoAxeViolations(page, 'customer consents');
  for (const box of await boxes.all()) await box.check();
  await page.locator('form.step-form button[type="submit"]').click();
  await expect.poll(() => appPath(page)).not.toContain('/consents');
  expect(await walkToEnd(journey)).toBe(11);
  await expectEnd(page, 11, 'Creditea');
});
