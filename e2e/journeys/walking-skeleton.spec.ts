import { basePath } from '../support/paths';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { text } from '../support/legacy-flow';
import { newDataDir, startServer } from '../support/server';

// The walking skeleton on a legacy brand (Fiesta became a v3 brand): the first step creates a
// lead through the real API and database, and the lead survives a server restart.
test('the first step saves a lead that survives a server restart', async ({ page }) => {
  const dataDir = newDataDir();
  let server = await startServer({ dataDir });
  try {
    await page.goto(`${server.origin('ibancar')}${basePath}`);
    const amount = page.getByRole('textbox', {
      name: text('mx', 'common', 'chooser', 'amount').replace('{{currency}}', '$'),
    });
    await expect(amount).toBeVisible();
    // Ibancar publishes a 3.5 % monthly rate: 50 000 over 24 months is about 3 114 a month.
    await expect(
      page.getByText(
        text('mx', 'legacy-flow', 'chooser', 'estimate').replace('{{amount}}', '$3,114'),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'first step');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/lead') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: text('mx', 'common', 'chooser', 'submit') }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['x-xsrf-token']).toBeTruthy();
    const body = response.request().postDataJSON() as { product: string; amount: number };
    expect(body).toMatchObject({ product: 'ibancar', amount: 50000 });
    const { id } = (await response.json()) as { id: string };
    // The create carries the loan, so the lead starts at personal details (state 2): the
    // navigator follows the server there, never to a second amount screen.
    await expect(page).toHaveURL(/\/personal-details$/);
    await expectNoAxeViolations(page, 'personal details');

    await server.stop();
    server = await startServer({ dataDir, port: server.port });
    // The browser's own call, from the brand's page: the lead answers only the access cookie
    // set on that host (Node cannot resolve *.localhost, so not page.request).
    const status = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { code: response.status, body: (await response.json()) as { progressState: number } };
    }, `/api/lead/status/${id}`);
    expect(status.code).toBe(200);
    expect(status.body.progressState).toBe(2);
  } finally {
    await server.stop();
  }
});
