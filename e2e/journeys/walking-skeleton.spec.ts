import { basePath } from '../support/paths';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { newDataDir, startServer } from '../support/server';

test('the first step saves a lead that survives a server restart', async ({ page }) => {
  const dataDir = newDataDir();
  let server = await startServer({ dataDir });
  try {
    await page.goto(`${server.origin()}${basePath}`);
    // Plain localhost gets the default brand, Fiesta, in Spanish.
    await expect(page.getByRole('spinbutton', { name: /importe/i })).toBeVisible();
    await expectNoAxeViolations(page, 'first step');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/lead') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /continuar/i }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['x-xsrf-token']).toBeTruthy();
    const body = response.request().postDataJSON() as { product: string };
    expect(body.product).toBe('fiesta');
    const { id } = (await response.json()) as { id: string };
    await expect(page.locator('form [role="status"]')).toContainText(id);
    await expectNoAxeViolations(page, 'saved confirmation');

    await server.stop();
    server = await startServer({ dataDir, port: server.port });
    const status = await page.request.get(`${server.origin()}/api/lead/status/${id}`);
    expect(status.status()).toBe(200);
    expect(((await status.json()) as { id: string }).id).toBe(id);
  } finally {
    await server.stop();
  }
});
