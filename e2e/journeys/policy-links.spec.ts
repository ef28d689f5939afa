import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { brandExpectations } from '../support/brand-expectations';
import { test, expect } from '../support/fixtures';
import { chooseLoan } from '../support/legacy-flow';
import { basePath } from '../support/paths';

// Issue 23 item 3 (ADR 0040): every link on the screens an applicant meets before sending
// personal data leads somewhere real. For each brand: its landing and the first form that sends
// personal data, where the policies are accepted; each same-site link must answer below 400,
// and a policy document must be in the brand's language and pass axe like any other screen.

/** The page's links to its own site, once each (the footer and the box may share one). */
async function ownLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.map((href) => href.split('#')[0] ?? href))].filter(
    (href) => new URL(href).origin === origin,
  );
}

async function statusOf(page: Page, href: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url)).status, href);
}

for (const brand of brandExpectations) {
  test(`${brand.id}: every link before personal data resolves`, async ({ page, server }) => {
    const origin = server.origin(brand.id);
    if (brand.flow === 'legacy') {
      await page.goto(`${origin}${basePath}`);
      const landing = await ownLinks(page);
      for (const href of landing) expect(await statusOf(page, href), href).toBeLessThan(400);
      await chooseLoan(page, origin, brand.locale);
    } else {
      await page.goto(`${origin}${basePath}`);
    }
    // The form that sends personal data links the documents its acceptance box accepts.
    const box = page.locator('input[type="checkbox"][aria-describedby*="documents"]');
    await expect(box).toHaveCount(1);
    const documents = page.locator('.field__documents a');
    await expect(documents).toHaveCount(2);
    for (const href of await documents.evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).pathname),
    ))
      expect(href).toMatch(new RegExp(`^/api/policy/${brand.id}/(general-terms|privacy)$`));

    // The footer links the same two documents; the page itself comes in by its skip link.
    const links = await ownLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const href of links) expect(await statusOf(page, href), href).toBeLessThan(400);
  });
}

test('a policy document reads as a page of its own, in the brand’s language', async ({
  page,
  server,
}) => {
  for (const brand of brandExpectations.filter((b) => ['fiesta', 'fidea'].includes(b.id))) {
    await page.goto(`${server.origin(brand.id)}/api/policy/${brand.id}/privacy`);
    await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.name);
    await expect(page).toHaveTitle(/\S/);
    await expectNoAxeViolations(page, `${brand.id} privacy policy`);
  }
});
