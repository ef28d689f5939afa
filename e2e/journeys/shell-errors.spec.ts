import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/brand-expectations';
import { test, expect } from '../support/fixtures';
import { actOnLanding } from '../support/landing';
import { basePath } from '../support/paths';

test('an unknown route redirects to the generic not-found page', async ({ page, server }) => {
  await page.goto(`${server.origin('ratapro')}${basePath}no-such-step`);
  await expect(page).toHaveURL(/\/application-frontend\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('pl', 'notFound', 'title'),
  );
  await expectNoAxeViolations(page, 'not found');
  await page.getByRole('link', { name: message('pl', 'notFound', 'back') }).click();
  await expect(page).toHaveURL(/\/application-frontend\/?$/);
});

// Issue 23.5: an address no screen of the brand draws is the not-found page, never a spinner
// that waits for ever (a v3 form's address on a legacy brand spun before).
const notOurs = [
  { brand: 'fidea', locale: 'ro', path: 'form/name' },
  { brand: 'ibancar', locale: 'mx', path: 'form/personal-code' },
  { brand: 'ratapro', locale: 'pl', path: 'form/no-such-form' },
  // Another brand's form or step, asked before any application exists.
  { brand: 'fiesta', locale: 'es', path: 'form/mortgage-amount' },
  { brand: 'fidea', locale: 'ro', path: 'reference-information' },
];
for (const { brand, locale, path } of notOurs) {
  test(`${brand}: /${path} is not found`, async ({ page, server }) => {
    await page.goto(`${server.origin(brand)}${basePath}${path}`);
    await expect(page).toHaveURL(/\/application-frontend\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'notFound', 'title'),
    );
    await expectNoAxeViolations(page, `${brand} /${path} not found`);
  });
}

test('a form of the brand, deep-linked before any application, opens the first form', async ({
  page,
  server,
}) => {
  await page.goto(`${server.origin('askrobin')}${basePath}form/rent-amount`);
  await expect(page).toHaveURL(/\/application-frontend\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page that cannot load ends on the error screen and is reported', async ({
  page,
  server,
}) => {
  // A real failure: the application page chunk does not arrive (a network or deploy fault).
  // AskRobin is a v3 brand: its application page is the dynamic form.
  await page.route('**/assets/dynamic-form-page-*.js', (route) => route.abort());
  const consoleErrors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') consoleErrors.push(entry.text());
  });
  await page.goto(`${server.origin('askrobin')}${basePath}`);
  await actOnLanding(page);
  await expect(page.getByText(message('de', 'error', 'generic'))).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(consoleErrors.join('\n')).toContain('Failed to load ApplicationPage and product styles');
  await expectNoAxeViolations(page, 'error screen');
});

test('the skip link moves focus to the main content', async ({ page, server }) => {
  await page.goto(`${server.origin('finipay')}${basePath}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: message('ph', 'app', 'skipLink') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('on a continue link header and footer are fully transparent', async ({ page, server }) => {
  await page.goto(`${server.origin('fidea')}${basePath}continue/some-lead-id`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const selector of ['header', 'footer']) {
    const chrome = page.locator(selector);
    await expect(chrome).toHaveAttribute('data-transparent', 'true');
    await expect(chrome).toHaveCSS('opacity', '0');
  }
  await expectNoAxeViolations(page, 'continue link');
});
