import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { basePath } from '../support/paths';

// The demo host page frames the app from the same origin (allowed on *.localhost) and logs
// every FORM_HEIGHT message it accepts.
test('framed, the app drops its chrome and reports height changes over 10 px', async ({
  page,
  server,
}) => {
  await page.goto(`${server.origin('fiesta')}${basePath}embed-demo.html`);
  const frame = page.frameLocator('#finceptiv-frame');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);

  const log = page.locator('#height-log li');
  await expect(log.first()).toHaveText(/^FORM_HEIGHT \d+$/);
  // Let the first burst (load, fonts, lazy page) settle before measuring changes.
  await page.waitForTimeout(600);
  const before = await log.count();
  const lastHeight = async () => Number((await log.last().textContent())?.split(' ')[1]);
  const height = await lastHeight();
  const frameBox = await page.locator('#finceptiv-frame').boundingBox();
  expect(Math.abs((frameBox?.height ?? 0) - height)).toBeLessThanOrEqual(1);

  const inner = page.frame({ url: /\/application-frontend\/$/ })!;
  const grow = (px: number) =>
    inner.evaluate((size) => {
      const block = document.createElement('div');
      block.className = 'e2e-spacer';
      block.style.height = `${size}px`;
      document.body.append(block);
    }, px);

  await grow(8);
  await page.waitForTimeout(400);
  expect(await log.count(), 'no message for a change of 10 px or less').toBe(before);

  await grow(40);
  await expect(log).toHaveCount(before + 1);
  expect(await lastHeight()).toBeGreaterThanOrEqual(height + 48);

  // The frame's document keeps no title/meta of the brand when framed.
  expect(await inner.title()).toBe('Loan application');
  expect(await inner.locator('meta[name="description"]').count()).toBe(0);
  await expectNoAxeViolations(page, 'embedded demo');
});
