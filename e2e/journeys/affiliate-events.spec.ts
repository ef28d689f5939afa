import type { AffiliateEventBody } from '@finceptiv/contract/api/lead-schemas';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { chooseLoan, completeStep, holdDecision, ibancar, text } from '../support/legacy-flow';

// Issue 26 item 1, spec 7 /affiliate/event: an applicant who arrives through an affiliate's
// link (spec 3's refName, refSubId, refTransactionId) earns the affiliate its lifecycle events:
// lead created, lead submitted and the outcome, each sent once and stored (204).

test('an applicant from an affiliate link: created, submitted and accepted reported once each', async ({
  page,
  server,
}) => {
  const brand = ibancar('9000');
  const sent: { body: AffiliateEventBody; status: number }[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/affiliate/event')) return;
    const body = response.request().postDataJSON() as AffiliateEventBody;
    sent.push({ body, status: response.status() });
  });
  const release = await holdDecision(page);
  const query = '?refName=partner-net&refSubId=sub-4711&refTransactionId=tx-0815';
  await chooseLoan(page, server.origin('ibancar'), brand.locale, query);
  await expect.poll(() => sent.map((s) => s.body.event)).toEqual(['lead_created']);
  for (const step of brand.steps) await completeStep(page, brand.locale, step);
  await expect(page).toHaveURL(/\/checking$/);
  await expectNoAxeViolations(page, '/checking');
  await expect
    .poll(() => sent.map((s) => s.body.event))
    .toEqual(['lead_created', 'lead_submitted']);
  await release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(brand.locale, 'outcome', 'accepted', 'title'),
  );
  await expectNoAxeViolations(page, '/accepted');
  await expect
    .poll(() => sent.map((s) => [s.body.event, s.body.outcome ?? '']))
    .toEqual([
      ['lead_created', ''],
      ['lead_submitted', ''],
      ['outcome_reached', 'accepted'],
    ]);
  // A reload on the outcome screen sends nothing new that the API would keep twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(brand.locale, 'outcome', 'accepted', 'title'),
  );
  for (const { body, status } of sent) {
    expect(status).toBe(204);
    expect(body).toMatchObject({
      product: 'ibancar',
      attribute: 'partner-net',
      subId: 'sub-4711',
      transactionId: 'tx-0815',
    });
  }
  expect(new Set(sent.map((s) => s.body.leadId)).size).toBe(1);
});
