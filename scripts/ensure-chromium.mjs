// The e2e journeys and Lighthouse drive Debian's Chromium: Playwright's own browser download
// cannot reach its host from these machines. Installs what is absent (we run as root here): the
// full browser, which measures (timing gates, Lighthouse), and its headless shell, which walks
// the journeys (e2e/playwright.config.ts, ADR 0044).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const browsers = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium' },
  {
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
  },
];

export function ensureChromium() {
  const missing = browsers.filter((browser) => !existsSync(browser.path));
  if (missing.length === 0) return;
  const packages = missing.map((browser) => browser.debianPackage).join(' ');
  console.log(`Not found: ${missing.map((b) => b.path).join(', ')}; installing ${packages}...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missing.filter((browser) => !existsSync(browser.path));
  if (still.length > 0) throw new Error(`Still missing: ${still.map((b) => b.path).join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
