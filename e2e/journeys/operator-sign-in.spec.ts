import { spawnSync } from 'node:child_process';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { text } from '../support/legacy-flow';
import { basePath, repoRoot } from '../support/paths';
import { newDataDir, startServer } from '../support/server';
import { scaled } from '../support/timeouts';

// Issue 25 item 1 (ADR 0041): an operator made by `npm run operator` signs in to the operator
// area in the browser, is refused with a wrong password (what they typed stays), stays signed in
// across a reload, and signs out. Every screen passes axe.
const email = 'ops@lender.example';
const password = 'correct horse battery staple 42';
const t = (...path: string[]) => text('es', 'operator', ...path);

test('an operator signs in, stays signed in across a reload, and signs out', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const dataDir = newDataDir();
  // The command runs on the server's database before the server holds it, as an operator would.
  const added = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/operator.ts', 'add', email],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
      input: `${password}\n`,
      encoding: 'utf8',
      timeout: scaled(60_000),
    },
  );
  expect(added.stdout, added.stderr).toBe(`added ${email}\n`);
  const server = await startServer({ dataDir });
  try {
    await page.goto(`${server.origin('fiesta')}${basePath}operator`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(t('signIn', 'title'));
    await expectNoAxeViolations(page, 'operator sign-in');

    const address = page.getByLabel(t('signIn', 'email'));
    const secret = page.getByLabel(t('signIn', 'password'));
    await expect(address).toHaveAttribute('autocomplete', 'username');
    await expect(secret).toHaveAttribute('autocomplete', 'current-password');
    await address.fill(email);
    await secret.fill('not the password');
    await page.getByRole('button', { name: t('signIn', 'submit') }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(t('signIn', 'problems', 'credentials'));
    await expect(alert).toBeFocused();
    await expect(address).toHaveValue(email);
    await expectNoAxeViolations(page, 'operator sign-in refused');

    await secret.fill(password);
    await page.getByRole('button', { name: t('signIn', 'submit') }).click();
    await expect(heading).toHaveText(t('area', 'title'));
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page, 'operator area');

    await page.reload();
    await expect(heading).toHaveText(t('area', 'title'));
    await page.getByRole('button', { name: t('area', 'signOut') }).click();
    await expect(heading).toHaveText(t('signIn', 'title'));
    const status = await page.evaluate(async () => (await fetch('/api/operator/session')).status);
    expect(status).toBe(401);
  } finally {
    await server.stop();
  }
});
