import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/axe';
import { brandExpectations, message } from '../support/brand-expectations';
import { test, expect } from '../support/fixtures';
import { basePath, repoRoot } from '../support/paths';

// Every brand through its own host name: head tags, logo links, footer, language, axe, no
// horizontal scroll at 320 px. With UPDATE_SCREENSHOTS=1 it also writes a phone and a desktop
// screenshot into docs/screenshots; otherwise a run leaves the working tree as it found it.
const screenshots = process.env.UPDATE_SCREENSHOTS === '1' ? `${repoRoot}docs/screenshots` : '';
if (screenshots) mkdirSync(screenshots, { recursive: true });
const year = String(new Date().getFullYear());

for (const brand of brandExpectations) {
  test(`${brand.id}: first screen on ${brand.id}.localhost`, async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.origin(brand.id)}${basePath}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(message(brand.locale, 'page', 'title'));

    await expect(page).toHaveTitle(brand.title);
    await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.startsWith(brand.descriptionStart)).toBe(true);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/);
    const favicon = page.locator('link[rel="icon"]');
    await expect(favicon).toHaveAttribute(
      'href',
      /\/application-frontend\/assets\/favicon-.*\.svg$/,
    );
    const iconHref = (await favicon.getAttribute('href'))!;
    const iconStatus = await page.evaluate(async (href) => (await fetch(href)).status, iconHref);
    expect(iconStatus).toBe(200);

    const homeLinkName = message(brand.locale, 'app', 'homeLink').replace('{{brand}}', brand.name);
    for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      const home = region.getByRole('link', { name: homeLinkName });
      await expect(home).toHaveAttribute('href', brand.homeUrl);
      await expect(region.locator('img').first()).toHaveJSProperty('complete', true);
    }
    await expect(page.getByRole('contentinfo')).toContainText(`${brand.footerText} - ${year}`);
    // v3 brands land on the dynamic form's initial-details, legacy brands on the loan chooser.
    const start =
      brand.flow === 'v3'
        ? message(brand.locale, 'form', 'continue', 'dynamic-form')
        : message(brand.locale, 'chooser', 'submit');
    await expect(page.getByRole('button', { name: start, exact: true })).toBeVisible();
    if (brand.flow === 'v3') {
      await expect(page.locator('input[name="email"]')).toHaveAttribute('autocomplete', 'email');
    }

    await expectNoAxeViolations(page, `${brand.id} first screen`);
    if (screenshots)
      await page.screenshot({ path: `${screenshots}/${brand.id}-mobile.png`, fullPage: true });

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal scroll at 320 px').toBeLessThanOrEqual(0);

    if (screenshots) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${screenshots}/${brand.id}-desktop.png` });
    }
  });
}
