import type { Page } from '@playwright/test';
import { basePath } from './paths';

/**
 * Which of the app's scripts V8 has run code of, from now on: each call answers those run so
 * far. Precise coverage counts calls; a module that was only preloaded and compiled has none.
 */
export async function scriptsRun(page: Page): Promise<() => Promise<string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const seen = new Set<string>();
  return async () => {
    // Each take answers the calls since the one before, so the set keeps what earlier ones saw.
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    for (const script of result) {
      if (!script.url.startsWith('http') || !script.url.endsWith('.js')) continue;
      if (script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
        seen.add(new URL(script.url).pathname.replace(basePath, ''));
    }
    return [...seen];
  };
}
