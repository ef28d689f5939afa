import { test, expect } from '../support/fixtures';
import { answerScreen, appPath, startJourney, walkPartner } from '../support/post-offer-steps';
import { scaled } from '../support/timeouts';

// Partners 6-10 of the steering table (docs/api.md): the applicant continues an accepted lead
// from its continue link and completes each post-offer screen in the UI, with axe on each.
// Each journey walks several screens with axe on each: more than the default 60 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: scaled(180_000) });

const partners = [
  { name: 'Smava', day: 6, steps: ['/smava', '/additional-employment-details'], end: 12 },
  { name: 'Santander Consumer', day: 7, steps: ['/santander-comperia'], end: 12 },
  { name: 'TF Bank', day: 8, steps: ['/tfbank-consents', '/customer-debts'], end: 11 },
  { name: 'Cofidis', day: 9, steps: ['/cofidis-offer', '/marital-details'], end: 11 },
  { name: 'Provident', day: 10, steps: ['/provident-offer', '/reference-details'], end: 11 },
] as const;

for (const partner of partners) {
  test(`${partner.name}: ${partner.steps.join(', ')}`, ({ page, request, server }) =>
    walkPartner(page, request, server.origin('fiesta'), partner));
}

test('Back after accepting an offer does not reopen or re-submit it', async ({
  page,
  request,
  server,
}) => {
  const journey = await startJourney(page, request, server.origin('fiesta'), 9);
  expect(appPath(page)).toBe('/cofidis-offer');
  const offerPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/lead/sale')) offerPosts.push(r.url());
  });
  expect(await answerScreen(journey)).toBe('/marital-details');
  // The offer's history entry was replaced: Back leaves the step routes or lands on the
  // lead's current step again, never on the offer.
  await page.goBack();
  await page.waitForLoadState();
  await expect.poll(() => appPath(page)).not.toBe('/cofidis-offer');
  await page.goForward().catch(() => undefined);
  expect(offerPosts).toHaveLength(1);
});
