import { basePath } from '../support/paths';
import { expect, test } from '../support/fixtures';
import { text } from '../support/legacy-flow';
import { startServer } from '../support/server';

// Spec 1 and 7 (the backend's base address per environment), issue 26 item 8, ADR 0034: the
// same build, served with PUBLIC_API_BASE=/loan-api, sends its calls there. The route below
// plays the environment's edge, which maps that path to the instances' /api.
test('the app calls the API at the base its page was served with', async ({ page }) => {
  const server = await startServer({ env: { PUBLIC_API_BASE: '/loan-api' } });
  try {
    await page.route('**/loan-api/**', (route) =>
      route.continue({ url: route.request().url().replace('/loan-api/', '/api/') }),
    );
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(api|loan-api)\//.test(pathname)) calls.push(`${request.method()} ${pathname}`);
    });

    await page.goto(`${server.origin('ibancar')}${basePath}`);
    await expect(page.locator('meta[name="api-base"]')).toHaveAttribute('content', '/loan-api');
    const amount = page.getByRole('textbox', {
      name: text('mx', 'common', 'chooser', 'amount').replace('{{currency}}', '$'),
    });
    await expect(amount).toBeVisible();
    // The route rewrites the address, so the request is known by the one the app asked for.
    const created = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/loan-api/v2/lead' && r.method() === 'POST',
    );
    await page.getByRole('button', { name: text('mx', 'common', 'chooser', 'submit') }).click();
    // The lead was created through the mapped path (behind personal details, ADR 0057).
    expect((await (await created).response())?.status()).toBe(201);
    await expect(page).toHaveURL(/\/personal-details$/);

    expect(calls).toContain('POST /loan-api/v2/lead');
    expect(calls.filter((call) => call.includes(' /api/'))).toEqual([]);
  } finally {
    await server.stop();
  }
});
