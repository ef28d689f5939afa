import { localeTags } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { freePort } from '../../apps/api/src/test-support/free-port.ts';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { chooseLoan, completeStep, fidea, holdDecision, text } from '../support/legacy-flow';
import { addOperator, signInOperator } from '../support/operator';
import { basePath } from '../support/paths';
import { startRemotePartners } from '../support/remote-partners';
import { newDataDir, startServer, type RunningServer } from '../support/server';
import { scaled } from '../support/timeouts';

// Remote partner lenders (docs/partners.md, ADR 0061) end to end: the API, started with a
// partner catalogue (PARTNERS_FILE) naming two lenders played by the stub partner server over
// real HTTP, asks both at once when an applicant's legacy application reaches the check, and
// the applicant is offered the cheaper one's loan. The operator then sees each partner's answers
// in the Partners section. Every screen passes axe.
//
// The brand is Fidea (Romania): the legacy walk's four steps in the browser. Fiesta, the brand
// the API's own partner tests use, runs the v3 dynamic form in the browser (24 forms).
const brand = fidea();
const { locale } = brand;
const product = products[brand.id];
const outcome = (...path: string[]) => text(locale, 'outcome', ...path);
const operator = (...path: string[]) => text(locale, 'operator', ...path);
const tag = localeTags[product.locale];

/** An amount as the offer shows it (formatMoney in the app): the brand's symbol, cents if any. */
function money(value: number): string {
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: product.currency,
    ...(Number.isInteger(value)
      ? { maximumFractionDigits: 0 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? product.currencySymbol : part.value))
    .join('');
}

test('two remote partners are asked; the cheaper offer is shown and the operator sees both', async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  const dataDir = newDataDir();
  // Before the server holds the database, as an operator would run the command.
  addOperator(dataDir);
  const port = await freePort();
  // Both accept: alpha at 3 % a month, beta at 1.5 %, so beta's offer is the cheaper one.
  const partners = await startRemotePartners({
    apiOrigin: `http://127.0.0.1:${String(port)}`,
    brands: [brand.id],
    partners: {
      alpha: { behaviour: 'accept', monthlyRate: 0.03 },
      beta: { behaviour: 'accept', monthlyRate: 0.015 },
    },
  });
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, port, env: partners.env });
    const origin = server.origin(brand.id);

    // The applicant's walk: the loan, the four steps, then the checking screen, held for axe.
    const release = await holdDecision(page);
    await chooseLoan(page, origin, locale);
    for (const step of brand.steps) await completeStep(page, locale, step);
    await expect(page).toHaveURL(/\/checking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(outcome('checking', 'title'));
    await expectNoAxeViolations(page, '/checking');
    await release();

    await expect(page).toHaveURL(/\/accepted$/, { timeout: scaled(10_000) });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(outcome('accepted', 'title'));
    const beta = partners.nameOf('beta');
    await expect(page.locator('#offer-partner')).toHaveText(
      outcome('accepted', 'partner').replace('{{partner}}', beta),
    );
    // The chooser's loan (5 000 lei over 12 months) at beta's 1.5 % a month, as an annuity:
    // 458.40 a month, 5 500.80 in all.
    const figures = page.locator('.offer__figures dd');
    await expect(figures).toHaveText([
      money(5000),
      new Intl.NumberFormat(tag, {
        style: 'unit',
        unit: 'month',
        unitDisplay: 'long',
      }).format(12),
      money(458.4),
      money(5500.8),
      new Intl.NumberFormat(tag, {
        style: 'percent',
        maximumFractionDigits: 2,
      }).format(0.015),
    ]);
    await expectNoAxeViolations(page, '/accepted (remote partner)');

    // Each partner was asked once, about this application's loan.
    const { stub } = partners;
    expect(stub.received.map((r) => r.partnerId).sort()).toEqual(['alpha', 'beta']);
    expect(stub.duplicates).toBe(0);
    for (const request of stub.received) {
      expect(request.body).toMatchObject({
        brand: brand.id,
        country: product.country,
        currency: product.currency,
        loan: { amount: 5000, period: 12, periodScale: 'months' },
      });
    }

    // The operator: each partner's row, asked over HTTP, one application sent and accepted.
    await page.goto(`${origin}${basePath}operator`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(operator('signIn', 'title'));
    await expectNoAxeViolations(page, 'operator sign-in');
    await signInOperator(page, origin, locale);
    const table = page.getByRole('table', { name: operator('partners', 'title') });
    const remote = operator('partners', 'decisions', 'remote');
    for (const id of ['alpha', 'beta']) {
      // Name, id, decision, sent, accepted, declined, timed out, errors, skipped, acceptance
      // (none under five sent).
      await expect(
        table.getByRole('row', {
          name: [partners.nameOf(id), id, remote, '<5', '<5', '0', '0', '0', '0', '–'].join(' '),
        }),
      ).toBeVisible();
    }
    await expect(table.getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page, 'operator area with remote partners');
  } finally {
    await server?.stop();
    await partners.close();
  }
});
