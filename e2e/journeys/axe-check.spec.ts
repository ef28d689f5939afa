import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The axe check every screen runs (support/axe.ts) must still catch violations in the page and
// inside a frame from another site (the embedded app), or every green journey proves nothing.
// Plain pages served from here, no app.
const unlabelled = '<main><h1>Form</h1><input type="text" name="surname"></main>';
const clean = '<main><h1>Form</h1><label>Surname <input type="text" name="surname"></label></main>';

let partner: Server;
let framePort = 0;

test.beforeAll(async () => {
  partner = createServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    const body = request.url === '/bad' ? unlabelled : clean;
    response.end(`<!doctype html><html lang="en"><title>t</title>${body}</html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  framePort = (partner.address() as AddressInfo).port;
});

test.afterAll(
  () =>
    new Promise<void>((resolve) => {
      partner.close(() => {
        resolve();
      });
    }),
);

const document = (body: string) =>
  `<!doctype html><html lang="en"><title>t</title><body>${body}</body></html>`;

test('a clean page passes and an unlabelled field fails the check', async ({ page }) => {
  await page.setContent(document(clean));
  await expectNoAxeViolations(page, 'clean');
  await page.setContent(document(unlabelled));
  await expect(expectNoAxeViolations(page, 'unlabelled')).rejects.toThrow(/label/);
});

test('a violation inside a frame from another site fails the check', async ({ page }) => {
  const frame = (path: string) =>
    `<main><h1>Partner</h1><iframe title="loan" src="http://frame.localhost:${framePort}${path}"></iframe></main>`;
  await page.goto(`http://partner.localhost:${framePort}/`);
  await page.setContent(document(frame('/good')));
  await page.frameLocator('iframe').locator('h1').waitFor();
  await expectNoAxeViolations(page, 'framed clean');
  await page.setContent(document(frame('/bad')));
  await page.frameLocator('iframe').locator('h1').waitFor();
  await expect(expectNoAxeViolations(page, 'framed unlabelled')).rejects.toThrow(/label/);
});
