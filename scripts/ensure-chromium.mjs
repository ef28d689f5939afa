// The e2e journeys and Lighthouse drive Debian's Chromium: Playwright's own browser download
// cannot reach its host from these machines. Installs it when absent (we run as root here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  console.log(`Chromium not found at ${chromiumPath}: installing Debian's chromium package...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(chromiumPath)) throw new Error(`Chromium still missing at ${chromiumPath}`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
