// `npm run bench:calibrate`: this host's speed against the quiet reference machine, in Debian's
// Chromium (e2e/support/host-speed.ts). Prints one JSON line; `npm test` reads it to scale the
// e2e timeouts (HOST_SLOWNESS) and prints it beside the timing gates' figures.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { measureHostSpeed } from '../support/host-speed';

const browser = await chromium.launch(chromiumLaunch);
try {
  console.log(JSON.stringify(await measureHostSpeed(browser)));
} finally {
  await browser.close();
}
