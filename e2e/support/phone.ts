import type { Browser, CDPSession, Page } from '@playwright/test';
import { basePath } from './paths';

// Issue 22 item 3: an applicant on a mid-range phone, as Lighthouse's mobile profile has it
// (lighthouse/core/config/constants.js, "mobileSlow4G"): 150 ms round trip and 1.6 Mbps down
// scaled by its devtools factors (3.75 and 0.9), 750 Kbps up scaled the same way, the CPU 4x
// slower. Applied through the DevTools protocol, as Lighthouse applies it.
export const phoneProfile = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
} as const;

/** A response that came over the network (not from the cache), with its bytes on the wire. */
export interface Fetched {
  path: string;
  type: string;
  wireBytes: number;
}

export interface PhonePage {
  page: Page;
  fetched: Fetched[];
}

/** A page in a fresh context with the phone's network and CPU; the CPU factor may be calibrated. */
export async function phonePage(browser: Browser, cpuSlowdown: number): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: (phoneProfile.downloadKbps * 1024) / 8,
    uploadThroughput: (phoneProfile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, fetched: recordFetched(cdp) };
}

/** What a page fetches over the network from now on (the cache's answers left out). */
export async function networkLog(page: Page): Promise<Fetched[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return recordFetched(cdp);
}

function recordFetched(cdp: CDPSession): Fetched[] {
  const fetched: Fetched[] = [];
  const pending = new Map<string, { path: string; type: string }>();
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    if (!response.url.startsWith('http')) return;
    pending.set(event.requestId, { path: new URL(response.url).pathname, type: event.type });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    pending.delete(event.requestId);
    fetched.push({ ...response, wireBytes: event.encodedDataLength });
  });
  return fetched;
}

export interface FirstPress {
  /** From the press on Continue to the frame that shows the app's answer. */
  pressToAnswerMs: number;
  /** Scripts and translation files the press still had to fetch over the network. */
  fetchedAfterPress: string[];
}

/**
 * The applicant reads the landing for `readMs`, then presses its Continue button. The answer
 * is the frame where the live app shows either another step (a new heading) or the error
 * summary of the form (a v3 brand's required fields left empty). Both are marked in the page's
 * performance timeline ('press', 'answer'); `around` runs the press and the wait for the answer
 * (the trace tool records them under a DevTools trace).
 */
export async function firstPress(
  { page, fetched }: PhonePage,
  origin: string,
  continueName: string | RegExp,
  { readMs = 3_000, around = (press: () => Promise<void>) => press() } = {},
): Promise<FirstPress> {
  await page.goto(`${origin}${basePath}`, { waitUntil: 'load' });
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.waitForTimeout(readMs);
  const before = fetched.length;
  await page.evaluate(() => {
    document.addEventListener(
      'pointerdown',
      (event) => {
        (window as unknown as { pressedAt: number }).pressedAt = event.timeStamp;
        performance.mark('press');
      },
      { capture: true, once: true },
    );
  });
  let answeredAt = 0;
  await around(async () => {
    await page.getByRole('button', { name: continueName }).click({ noWaitAfter: true });
    const answer = await page.waitForFunction(
      (landingHeading) => {
        if (document.querySelector('[data-prerendered]')) return false;
        const h1 = (document.querySelector('h1')?.textContent ?? '').trim();
        const answered = document.querySelector('.error-summary') ?? (h1 && h1 !== landingHeading);
        return answered ? performance.mark('answer').startTime : false;
      },
      heading,
      { polling: 'raf', timeout: 60_000 },
    );
    answeredAt = Number(await answer.jsonValue());
  });
  const pressedAt = await page.evaluate(
    () => (window as unknown as { pressedAt: number }).pressedAt,
  );
  return {
    pressToAnswerMs: answeredAt - pressedAt,
    fetchedAfterPress: fetched
      .slice(before)
      .filter((f) => /\.(js|json)$/.test(f.path) && !f.path.includes('/api/'))
      .map((f) => f.path),
  };
}
