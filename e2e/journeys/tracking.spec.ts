import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { actOnLanding } from '../support/landing';
import { basePath } from '../support/paths';
import { startServer } from '../support/server';

// Issue 10: tracking starts only when the deployment configures ids (TRACKING_* variables),
// never on the first screen's critical path, and marketing vendors only after consent. Every
// request that leaves the machine is intercepted: vendors get a tiny stub script, anything
// else an empty answer, so nothing is ever sent out.

// The session recorder (LogRocket's shape): keeps every call, the init options' dom part as given.
const recorderHost = 'cdn.recorder.test';
const recorderStub = `window.__stubs = (window.__stubs || []).concat("recorder");
window.__recorder = [];
window.LogRocket = {
  init: (appId, options) => window.__recorder.push(['init', appId, options && options.dom]),
  identify: (id) => window.__recorder.push(['identify', id]),
  track: (name, props) => window.__recorder.push(['track', name, props]),
  captureMessage: (message) => window.__recorder.push(['captureMessage', message]),
};`;

const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname.endsWith('.localhost');

interface Outside {
  requests: string[];
}

/** Intercepts every non-local request; vendor scripts get a stub that marks it has run. */
async function interceptOutside(page: Page): Promise<Outside> {
  const outside: Outside = { requests: [] };
  await page.route(
    (url) => !isLocal(url),
    (route) => {
      outside.requests.push(route.request().url());
      const { hostname, pathname } = new URL(route.request().url());
      const stub =
        hostname === 'www.googletagmanager.com' && pathname === '/gtm.js'
          ? 'window.__stubs = (window.__stubs || []).concat("gtm");'
          : hostname === 'www.googletagmanager.com' && pathname === '/gtag/js'
            ? 'window.__stubs = (window.__stubs || []).concat("gtag");'
            : hostname === 'connect.facebook.net'
              ? 'window.__stubs = (window.__stubs || []).concat("fbq");'
              : hostname === 'analytics.tiktok.com'
                ? 'window.__stubs = (window.__stubs || []).concat("ttq");'
                : hostname === recorderHost
                  ? recorderStub
                  : undefined;
      // The stubs never take the vendor's queue over, so the queues keep every call made.
      return stub === undefined
        ? route.fulfill({ status: 204 })
        : route.fulfill({ status: 200, contentType: 'text/javascript', body: stub });
    },
  );
  return outside;
}

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error' || entry.type() === 'warning') problems.push(entry.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const configAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/tracking-config'));

test('without configured ids the first screen loads no third-party script and nothing warns', async ({
  page,
  server,
}) => {
  const outside = await interceptOutside(page);
  const problems = collectConsoleProblems(page);
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const answered = configAnswered(page);
  await page.goto(`${server.origin('fiesta')}${basePath}`);
  await actOnLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The runtime asks for the brand's ids once the first screen is idle: none are configured.
  const config = await answered;
  expect(await config.json()).toEqual({ consentRequired: true });
  await page.waitForTimeout(500);

  expect(outside.requests).toEqual([]);
  expect(scripts.filter((url) => !isLocal(new URL(url)))).toEqual([]);
  expect(problems).toEqual([]);
  await expect(page.getByRole('region', { name: 'Cookies de publicidad' })).toHaveCount(0);
  const csp = (await config.allHeaders())['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('googletagmanager');
  await expectNoAxeViolations(page, 'first screen without tracking');
});

test('consent starts the configured vendors, which then receive the journey', async ({ page }) => {
  const server = await startServer({
    env: {
      TRACKING_FIESTA_GTM_ID: 'GTM-E2ETEST',
      TRACKING_FIESTA_META_PIXEL_ID: '204815937462019',
      TRACKING_FIESTA_TIKTOK_PIXEL_ID: 'CE2ETESTPIXEL01',
      TRACKING_FIESTA_GOOGLE_ADS_SEND_TO: 'AW-1048273615/e2eLead',
      TRACKING_RECORDING_SCRIPT_URL: `https://${recorderHost}/recorder.js`,
      TRACKING_RECORDING_APP_ID: 'e2e/app',
    },
  });
  try {
    const outside = await interceptOutside(page);
    const problems = collectConsoleProblems(page);
    const answered = configAnswered(page);
    await page.goto(`${server.origin('fiesta')}${basePath}`);
    await actOnLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await answered;

    // Before any answer, the marketing vendors stay unloaded and the question is asked.
    const banner = page.getByRole('region', { name: 'Cookies de publicidad' });
    await expect(banner).toBeVisible();
    expect(outside.requests).toEqual([]);
    await expectNoAxeViolations(page, 'consent banner');
    // The banner does not take focus from the form, and is reached by keyboard.
    await expect(banner.getByRole('button')).toHaveCount(2);
    expect(await page.evaluate(() => document.activeElement?.closest('section'))).toBeNull();

    await banner.getByRole('button', { name: 'Aceptar cookies de publicidad' }).click();
    await expect(banner.getByRole('status')).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => (window as { __stubs?: string[] }).__stubs?.sort()))
      .toEqual(['fbq', 'gtag', 'gtm', 'recorder', 'ttq']);
    expect(outside.requests).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST',
        'https://connect.facebook.net/en_US/fbevents.js',
        'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CE2ETESTPIXEL01&lib=ttq',
        'https://www.googletagmanager.com/gtag/js?id=AW-1048273615',
        `https://${recorderHost}/recorder.js`,
      ]),
    );
    // Recording started only now, with every input and text masked (issue 20, item 7).
    const recorderCalls = () =>
      page.evaluate(() => (window as unknown as { __recorder: unknown[][] }).__recorder);
    await expect
      .poll(async () => (await recorderCalls())[0])
      .toEqual(['init', 'e2e/app', { inputSanitizer: true, textSanitizer: true }]);
    await expectNoAxeViolations(page, 'consent given');
    // The tag manager gets the page's CSP nonce, which it passes on to its own tags.
    const nonces = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLScriptElement>(
          // The app's module script, or on a prerendered landing the inline start-up script.
          'script[src*="gtm.js"], script[type="module"], body > script:not([src])',
        ),
        (script) => script.nonce,
      ),
    );
    expect(nonces.length).toBe(2);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(new Set(nonces).size).toBe(1);

    // The page view queued before consent reached every vendor once it was given.
    // The tag manager's entries are plain objects; gtag's are `arguments` objects.
    const dataLayer = () =>
      page.evaluate(() => {
        const entries = (window as unknown as { dataLayer: unknown[] }).dataLayer.filter(
          (entry) => Object.prototype.toString.call(entry) !== '[object Arguments]',
        );
        return JSON.parse(JSON.stringify(entries)) as Record<string, unknown>[];
      });
    const gtagCalls = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: unknown[] }).dataLayer
          .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
          .map((entry) => {
            const args = Array.from(entry as ArrayLike<unknown>);
            const options = args[2] as { send_to?: unknown; event_callback?: unknown } | undefined;
            return [args[0], args[1], options?.send_to, typeof options?.event_callback];
          }),
      );
    const fbqCalls = () =>
      page.evaluate(() =>
        (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue.map((c) => [...c]),
      );
    const ttqCalls = () =>
      page.evaluate(() => [...(window as unknown as { ttq: unknown[][] }).ttq].map((c) => [...c]));
    expect(await dataLayer()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'page_view', page_path: '/' }),
        expect.objectContaining({ event: 'step_viewed', step: '/' }),
      ]),
    );
    expect(await fbqCalls()).toEqual(
      expect.arrayContaining([
        ['init', '204815937462019'],
        ['track', 'PageView'],
      ]),
    );
    expect(await ttqCalls()).toContainEqual(['page']);

    // Creating the lead is the conversion each vendor is told about.
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(' Ana@Example.com ');
    await page.getByRole('textbox', { name: 'Teléfono móvil' }).fill('612345678');
    await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    const created = page.waitForResponse(
      (r) => /\/api\/v[23]\/lead$/.test(r.url()) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    const { id } = (await (await created).json()) as { id: string };
    // Vendors get the application's pseudonym, never the lead id (issue 20).
    await expect
      .poll(async () => (await dataLayer()).filter((entry) => entry.event === 'lead_created'))
      .toEqual([
        expect.objectContaining({ applicationRef: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
      ]);
    await expect
      .poll(async () => (await fbqCalls()).filter((call) => call[1] === 'Lead'))
      .toEqual([
        [
          'track',
          'Lead',
          expect.any(Object),
          { eventID: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        ],
      ]);
    const sessionId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('sessionId') ?? '""') as string,
    );
    const externalId = createHash('sha256').update(sessionId).digest('hex');
    await expect
      .poll(async () =>
        (await ttqCalls()).filter((call) => call[0] === 'track' || call[0] === 'identify'),
      )
      .toEqual([
        [
          'identify',
          expect.objectContaining({
            external_id: externalId,
            // Trimmed and lower-cased before hashing (spec 7).
            email: createHash('sha256').update('ana@example.com').digest('hex'),
          }),
        ],
        ['track', 'Lead', {}, { event_id: expect.stringMatching(/^[0-9a-f-]{36}$/) }],
      ]);
    await expect
      .poll(async () => (await gtagCalls()).filter((call) => call[1] === 'conversion'))
      .toEqual([['event', 'conversion', 'AW-1048273615/e2eLead', 'function']]);
    expect(await gtagCalls()).toContainEqual(['config', 'AW-1048273615', undefined, 'undefined']);
    // No personal data in what the tag manager receives.
    expect(JSON.stringify(await dataLayer())).not.toMatch(/@/);
    // The lead id is in no vendor's call, no request that left the page and no recorder call.
    await expect
      .poll(async () => (await recorderCalls()).filter((call) => call[1] === 'lead_created'))
      .toHaveLength(1);
    const everything = JSON.stringify([
      await dataLayer(),
      await gtagCalls(),
      await fbqCalls(),
      await ttqCalls(),
      await recorderCalls(),
      outside.requests,
    ]);
    expect(everything).not.toContain(id);

    // The answer is kept: a reload asks no more and starts the vendors at once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { __stubs?: string[] }).__stubs?.sort()))
      .toEqual(['fbq', 'gtag', 'gtm', 'recorder', 'ttq']);
    await expect(banner).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await server.stop();
  }
});

test('a no keeps the marketing vendors unloaded', async ({ page }) => {
  const server = await startServer({ env: { TRACKING_FIESTA_GTM_ID: 'GTM-E2ETEST' } });
  try {
    const outside = await interceptOutside(page);
    const answered = configAnswered(page);
    await page.goto(`${server.origin('fiesta')}${basePath}`);
    await actOnLanding(page);
    const config = await answered;
    expect((await config.allHeaders())['content-security-policy']).toContain(
      'https://www.googletagmanager.com',
    );
    const banner = page.getByRole('region', { name: 'Cookies de publicidad' });
    // Answered by keyboard.
    await banner.getByRole('button', { name: 'Rechazar cookies de publicidad' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('status')).toBeFocused();
    await page.waitForTimeout(500);
    expect(outside.requests).toEqual([]);
    const answeredAgain = configAnswered(page);
    await page.reload();
    await answeredAgain;
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
    expect(outside.requests).toEqual([]);
  } finally {
    await server.stop();
  }
});
